// The add/edit dialog both annotation screens use: a title, the fields, Cancel and a submit button that waits
// for the save; a failed save keeps the dialog open with the server's words.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { fieldErrorsOf, firstErrorMessage } from '../../app/graphql-errors';

export type FieldErrors = Record<string, string>;

interface FormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  onClose: () => void;
  /** Saves; a rejection's field messages go to `onFieldErrors`, any other text shows above the buttons. */
  onSubmit: () => Promise<void>;
  onFieldErrors: (errors: FieldErrors) => void;
  testId: string;
  children: ReactNode;
}

export function FormModal({ opened, title, submitLabel, canSubmit, onClose, onSubmit, onFieldErrors, testId, children }: FormModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) onFieldErrors(fields);
      else setError(firstErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" data-testid={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !busy) void submit();
        }}
      >
        <Stack>
          {children}
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={busy} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
