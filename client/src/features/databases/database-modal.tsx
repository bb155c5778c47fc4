// The connection form (Mantine modal): pick an engine, fill its parameters or a SQLAlchemy URI, test the
// connection ('Connection looks good!' or 'ERROR: …'), set the advanced flags, and connect or save.
import { Alert, Button, Center, Group, Loader, Modal, Select, SimpleGrid, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import {
  AvailableEnginesDocument,
  CreateDatabaseDocument,
  DatabaseForEditDocument,
  TestDatabaseConnectionDocument,
  UpdateDatabaseDocument,
  ValidateDatabaseParametersDocument,
} from '../../gql/graphql';
import {
  CONNECTION_OK,
  connectionErrorText,
  connectionInput,
  databaseInput,
  formFromDatabase,
  localErrors,
  newDatabaseForm,
  touchedFields,
  validationFieldErrors,
  type AvailableEngine,
  type DatabaseFormState,
  type FieldErrors,
} from './database-form';
import { AdvancedFields, BasicFields, type TestResult } from './database-modal-fields';

interface ServerError {
  message: string;
  fields: Record<string, string[]> | null;
}

/** The first error the server sent: its field messages (400/422 validation) or its text. */
function serverErrorOf(error: unknown): ServerError {
  const first = responseErrorsOf(error)[0] as { message?: string | null; extensions?: { extra?: { fields?: Record<string, string[]> } } } | undefined;
  const fields = first?.extensions?.extra?.fields ?? null;
  return { message: first?.message ?? (error as Error).message, fields };
}

function fieldErrorsOf(fields: Record<string, string[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) out[field === '_schema' || field === 'parameters' ? 'description' : field] = messages.join(' ');
  return out;
}

function EngineChooser({ engines, onPick }: { engines: readonly AvailableEngine[]; onPick: (engine: AvailableEngine) => void }) {
  const preferred = engines.filter((e) => e.preferred);
  return (
    <Stack>
      <Text fw={600}>Connect a database</Text>
      {preferred.length > 0 && (
        <SimpleGrid cols={Math.min(preferred.length, 4)}>
          {preferred.map((engine) => (
            <UnstyledButton
              key={engine.engine}
              onClick={() => onPick(engine)}
              p="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', textAlign: 'center' }}
              data-testid={`engine-${engine.engine}`}
            >
              <Text fw={600}>{engine.name}</Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Select
        label="Or choose from a list of other databases we support:"
        placeholder="Choose a database..."
        searchable
        data={engines.map((e) => ({ value: e.engine, label: e.name }))}
        onChange={(value) => {
          const engine = engines.find((e) => e.engine === value);
          if (engine) onPick(engine);
        }}
        data-testid="engine-select"
      />
    </Stack>
  );
}

export interface DatabaseModalProps {
  /** null: a new database. */
  databaseId: number | null;
  onClose: () => void;
  onSaved: (name: string, created: boolean) => void;
}

export function DatabaseModal({ databaseId, onClose, onSaved }: DatabaseModalProps) {
  const engines = useQuery(AvailableEnginesDocument);
  const existing = useQuery(DatabaseForEditDocument, databaseId === null ? skipToken : { variables: { id: databaseId }, fetchPolicy: 'network-only' });
  const [createDatabase, creating] = useMutation(CreateDatabaseDocument);
  const [updateDatabase, updating] = useMutation(UpdateDatabaseDocument);
  const [testConnection, testing] = useMutation(TestDatabaseConnectionDocument);
  const [validateParameters] = useMutation(ValidateDatabaseParametersDocument);
  const [form, setForm] = useState<DatabaseFormState | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);

  const loaded = existing.data?.databaseConnection;
  useEffect(() => {
    if (loaded && !form) setForm(formFromDatabase(loaded));
  }, [loaded, form]);

  const engineList = useMemo(() => engines.data?.availableEngines ?? [], [engines.data]);
  const engine = form ? (engineList.find((e) => e.engine === form.engine) ?? null) : null;
  const isNew = databaseId === null;
  const loadError = engines.error ?? existing.error ?? (databaseId !== null && existing.data && !loaded ? new Error('Database not found') : null);

  const change = (patch: Partial<DatabaseFormState>) => {
    if (!form) return;
    const stale = touchedFields(form, patch);
    setForm({ ...form, ...patch });
    setTestResult(null);
    setSaveError(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !stale.has(key))));
  };

  /** validate_parameters for the engine form; `force` also shows host, port and connection errors. */
  const validate = async (force: boolean): Promise<boolean> => {
    if (!form || form.configurationMethod !== 'dynamic_form') return true;
    try {
      const { data } = await validateParameters({ variables: { input: connectionInput(form) } });
      const found = validationFieldErrors(data?.validateDatabaseParameters.errors ?? [], force);
      setErrors((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([key]) => key === 'database_name')), ...found }));
      return Object.keys(found).length === 0 && (data?.validateDatabaseParameters.errors.length ?? 0) === 0;
    } catch (err) {
      setErrors({ description: serverErrorOf(err).message });
      return false;
    }
  };

  const test = async () => {
    if (!form) return;
    try {
      await testConnection({ variables: { input: connectionInput(form) } });
      setTestResult({ ok: true, text: CONNECTION_OK });
      addSuccessToast(CONNECTION_OK);
    } catch (err) {
      const { message, fields } = serverErrorOf(err);
      const text = connectionErrorText(fields ? Object.values(fields)[0]?.[0] : message);
      if (fields) setErrors(fieldErrorsOf(fields));
      setTestResult({ ok: false, text });
      addDangerToast(text);
    }
  };

  const save = async () => {
    if (!form) return;
    const local = localErrors(form, engine);
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    if (!(await validate(true))) return;
    try {
      if (form.id === null) {
        const { data } = await createDatabase({ variables: { input: databaseInput(form) } });
        onSaved(data?.createDatabase.databaseName ?? form.databaseName, true);
      } else {
        const { data } = await updateDatabase({ variables: { id: form.id, input: databaseInput(form) } });
        onSaved(data?.updateDatabase.databaseName ?? form.databaseName, false);
      }
    } catch (err) {
      const { message, fields } = serverErrorOf(err);
      if (fields) setErrors(fieldErrorsOf(fields));
      setSaveError(fields ? null : connectionErrorText(message));
    }
  };

  let body;
  if (loadError) {
    body = (
      <Alert color="red" title="The database couldn't be loaded">
        {loadError.message}
      </Alert>
    );
  } else if (!engines.data || (databaseId !== null && !form)) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  } else if (!form) {
    body = <EngineChooser engines={engineList} onPick={(picked) => setForm(newDatabaseForm(picked))} />;
  } else {
    body = (
      <Stack>
        <Text size="sm" c="dimmed" data-testid="database-form-engine">
          {engine?.name ?? form.engine ?? 'Database'}
        </Text>
        <Tabs defaultValue="basic" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="basic">Basic</Tabs.Tab>
            <Tabs.Tab value="advanced" data-testid="tab-advanced">
              Advanced
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic" pt="md">
            <BasicFields
              form={form}
              engine={engine}
              errors={errors}
              onChange={change}
              onParametersBlur={() => void validate(false)}
              onTest={() => void test()}
              testing={testing.loading}
              testResult={testResult}
            />
          </Tabs.Panel>
          <Tabs.Panel value="advanced" pt="md">
            <AdvancedFields form={form} engine={engine} errors={errors} onChange={change} />
          </Tabs.Panel>
        </Tabs>
        {saveError && (
          <Alert color="red" data-testid="database-save-error">
            {saveError}
          </Alert>
        )}
        <Group justify="space-between">
          {isNew ? (
            <Button variant="default" onClick={() => setForm(null)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={creating.loading || updating.loading} data-testid="database-save">
              {isNew ? 'Connect' : 'Finish'}
            </Button>
          </Group>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={isNew ? 'Connect a database' : 'Edit database'} size="lg" data-testid="database-modal">
      {body}
    </Modal>
  );
}
