// Superset's annotation modal: short description (required), long description, start and end (at UTC, the end
// not before the start), and JSON metadata.
import { useMutation } from '@apollo/client/react';
import { Group, JsonInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CreateAnnotationDocument, UpdateAnnotationDocument, type AnnotationRowFragment } from '../../gql/graphql';
import { fromUtcInputValue, toUtcInputValue } from './annotation-dates';
import { FormModal, type FieldErrors } from './form-modal';

interface AnnotationModalProps {
  layerId: number;
  /** The annotation edited; null adds one. */
  annotation: AnnotationRowFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

function isJsonOrEmpty(text: string): boolean {
  if (!text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function AnnotationModal({ layerId, annotation, onClose, onSaved }: AnnotationModalProps) {
  const [shortDescr, setShortDescr] = useState(annotation?.shortDescr ?? '');
  const [longDescr, setLongDescr] = useState(annotation?.longDescr ?? '');
  const [start, setStart] = useState(toUtcInputValue(annotation?.startDttm));
  const [end, setEnd] = useState(toUtcInputValue(annotation?.endDttm));
  const [jsonMetadata, setJsonMetadata] = useState(annotation?.jsonMetadata ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create] = useMutation(CreateAnnotationDocument);
  const [update] = useMutation(UpdateAnnotationDocument);

  const startDttm = fromUtcInputValue(start);
  const endDttm = fromUtcInputValue(end);
  const endBeforeStart = startDttm !== null && endDttm !== null && endDttm < startDttm;
  const jsonValid = isJsonOrEmpty(jsonMetadata);

  const save = async () => {
    const input = { shortDescr: shortDescr.trim(), longDescr, startDttm, endDttm, jsonMetadata: jsonMetadata.trim() ? jsonMetadata : null };
    if (annotation) await update({ variables: { layerId, id: annotation.id, input } });
    else await create({ variables: { layerId, input } });
    onSaved();
  };

  return (
    <FormModal
      opened
      title={annotation ? 'Edit annotation' : 'Add annotation'}
      submitLabel={annotation ? 'Save' : 'Add'}
      canSubmit={shortDescr.trim().length > 0 && startDttm !== null && endDttm !== null && !endBeforeStart && jsonValid}
      onClose={onClose}
      onSubmit={save}
      onFieldErrors={setErrors}
      testId="annotation-modal"
    >
      <TextInput
        label="Name"
        required
        maxLength={500}
        value={shortDescr}
        onChange={(event) => setShortDescr(event.currentTarget.value)}
        error={errors.short_descr}
        data-autofocus
        data-testid="annotation-short-descr"
      />
      <Group grow align="flex-start">
        <TextInput type="datetime-local" label="Start (UTC)" required value={start} onChange={(event) => setStart(event.currentTarget.value)} error={errors.start_dttm} data-testid="annotation-start" />
        <TextInput
          type="datetime-local"
          label="End (UTC)"
          required
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          error={errors.end_dttm ?? (endBeforeStart ? 'End date must be after start date' : undefined)}
          data-testid="annotation-end"
        />
      </Group>
      <Textarea label="Description" placeholder="Description (this can be seen in the list)" autosize minRows={3} value={longDescr} onChange={(event) => setLongDescr(event.currentTarget.value)} error={errors.long_descr} />
      <JsonInput label="JSON metadata" autosize minRows={3} value={jsonMetadata} onChange={setJsonMetadata} error={errors.json_metadata ?? (jsonValid ? undefined : 'JSON not valid')} />
    </FormModal>
  );
}
