// The two tabs of the connection form: Basic (engine parameters or a SQLAlchemy URI, the display name and
// Test connection) and Advanced (SQL Lab, performance, security and the `extra` JSON).
import { Accordion, Alert, Anchor, Button, Group, NumberInput, PasswordInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { parameterFields, queryObject, queryText, type AvailableEngine, type DatabaseFormState, type FieldErrors, type ParameterField } from './database-form';

export interface FieldsProps {
  form: DatabaseFormState;
  engine: AvailableEngine | null;
  errors: FieldErrors;
  onChange: (patch: Partial<DatabaseFormState>) => void;
}

export interface TestResult {
  ok: boolean;
  text: string;
}

function ParameterInput({ field, value, error, onChange, onBlur }: { field: ParameterField; value: unknown; error?: string; onChange: (v: unknown) => void; onBlur: () => void }) {
  const common = { label: field.label, description: field.description ?? undefined, error, required: field.required, onBlur, 'data-testid': `parameter-${field.key}` };
  switch (field.kind) {
    case 'number':
      return <NumberInput {...common} value={typeof value === 'number' ? value : ''} allowDecimal={false} onChange={(v) => onChange(v === '' ? null : v)} />;
    case 'password':
      return <PasswordInput {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="new-password" />;
    case 'switch':
      return <Switch label={field.label} description={common.description} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={common['data-testid']} />;
    case 'query':
      return (
        <TextInput
          {...common}
          placeholder="e.g. param1=value1&param2=value2"
          defaultValue={queryText(value)}
          onChange={(e) => onChange(queryObject(e.currentTarget.value))}
        />
      );
    default:
      return <TextInput {...common} value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

export function BasicFields({
  form,
  engine,
  errors,
  onChange,
  onParametersBlur,
  onTest,
  testing,
  testResult,
}: FieldsProps & { onParametersBlur: () => void; onTest: () => void; testing: boolean; testResult: TestResult | null }) {
  const dynamic = form.configurationMethod === 'dynamic_form' && engine?.parameters;
  return (
    <Stack gap="sm">
      {errors.description && (
        <Alert color="red" data-testid="database-form-description">
          {errors.description}
        </Alert>
      )}
      {dynamic ? (
        <>
          {parameterFields(engine).map((field) => (
            <ParameterInput
              key={field.key}
              field={field}
              value={form.parameters[field.key]}
              error={errors[field.key]}
              onChange={(value) => onChange({ parameters: { ...form.parameters, [field.key]: value } })}
              onBlur={onParametersBlur}
            />
          ))}
          <TextInput
            label="Display Name"
            description="Pick a name to help you identify this database."
            required
            value={form.databaseName}
            error={errors.database_name}
            onChange={(e) => onChange({ databaseName: e.currentTarget.value })}
            data-testid="database-name-input"
          />
          <Anchor component="button" type="button" size="sm" onClick={() => onChange({ configurationMethod: 'sqlalchemy_form' })} data-testid="use-uri">
            Connect this database with a SQLAlchemy URI string instead
          </Anchor>
        </>
      ) : (
        <>
          <TextInput
            label="Display Name"
            description="Pick a name to help you identify this database."
            required
            value={form.databaseName}
            error={errors.database_name}
            onChange={(e) => onChange({ databaseName: e.currentTarget.value })}
            data-testid="database-name-input"
          />
          <TextInput
            label="SQLAlchemy URI"
            description={
              engine?.opensLocalFiles
                ? 'The path of a file on the Tessera server, e.g. ' + engine.sqlalchemyUriPlaceholder
                : 'Refer to the SQLAlchemy docs for more information on how to structure your URI.'
            }
            placeholder={engine?.sqlalchemyUriPlaceholder}
            required
            value={form.sqlalchemyUri}
            error={errors.sqlalchemy_uri}
            onChange={(e) => onChange({ sqlalchemyUri: e.currentTarget.value })}
            data-testid="sqlalchemy-uri-input"
          />
          {engine?.parameters && (
            <Anchor component="button" type="button" size="sm" onClick={() => onChange({ configurationMethod: 'dynamic_form' })} data-testid="use-parameters">
              Connect this database using the dynamic form instead
            </Anchor>
          )}
        </>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={onTest} loading={testing} data-testid="test-connection">
          Test connection
        </Button>
        {testResult && (
          <Text size="sm" c={testResult.ok ? 'teal.7' : 'red.7'} role="status" data-testid="test-connection-result">
            {testResult.text}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function Section({ value, title, hint, children }: { value: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function Flag({ label, description, checked, onChange, testId }: { label: string; description?: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return <Switch label={label} description={description} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={testId} />;
}

export function AdvancedFields({ form, engine, errors, onChange }: FieldsProps) {
  return (
    <Accordion multiple defaultValue={['sqllab']} variant="separated">
      <Section value="sqllab" title="SQL Lab" hint="Adjust how this database will interact with SQL Lab.">
        <Flag label="Expose database in SQL Lab" checked={form.exposeInSqllab} onChange={(v) => onChange({ exposeInSqllab: v })} testId="flag-expose-in-sqllab" />
        {form.exposeInSqllab && (
          <Stack gap="sm" pl="lg">
            <Flag label="Allow CREATE TABLE AS" description="Allow creation of new tables based on queries" checked={form.allowCtas} onChange={(v) => onChange({ allowCtas: v })} testId="flag-allow-ctas" />
            <Flag label="Allow CREATE VIEW AS" description="Allow creation of new views based on queries" checked={form.allowCvas} onChange={(v) => onChange({ allowCvas: v })} testId="flag-allow-cvas" />
            {(form.allowCtas || form.allowCvas) && (
              <TextInput
                label="CTAS & CVAS SCHEMA"
                description="Force all tables and views to be created in this schema when clicking CTAS or CVAS in SQL Lab."
                value={form.forceCtasSchema}
                onChange={(e) => onChange({ forceCtasSchema: e.currentTarget.value })}
              />
            )}
            <Flag
              label="Allow DML"
              description="Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc."
              checked={form.allowDml}
              onChange={(v) => onChange({ allowDml: v })}
              testId="flag-allow-dml"
            />
            {engine?.engineInformation.supportsDynamicCatalog && (
              <Flag
                label="Allow changing catalogs"
                description="Give access to multiple catalogs in a single database connection."
                checked={form.allowMultiCatalog}
                onChange={(v) => onChange({ allowMultiCatalog: v })}
                testId="flag-allow-multi-catalog"
              />
            )}
            <Flag
              label="Disable SQL Lab data preview queries"
              description="Disable data preview when fetching table metadata in SQL Lab."
              checked={form.disableDataPreview}
              onChange={(v) => onChange({ disableDataPreview: v })}
              testId="flag-disable-data-preview"
            />
          </Stack>
        )}
      </Section>
      <Section value="performance" title="Performance" hint="Adjust performance settings of this database.">
        <TextInput
          label="Chart cache timeout"
          description="Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires, and -1 bypasses the cache."
          value={form.cacheTimeout}
          error={errors.cache_timeout}
          onChange={(e) => onChange({ cacheTimeout: e.currentTarget.value })}
          data-testid="cache-timeout-input"
        />
        <Flag
          label="Asynchronous query execution"
          description="Operate the database in asynchronous mode, meaning that the queries are executed on remote workers."
          checked={form.allowRunAsync}
          onChange={(v) => onChange({ allowRunAsync: v })}
          testId="flag-allow-run-async"
        />
      </Section>
      <Section value="security" title="Security" hint="Add extra connection information.">
        <Flag label="Allow file uploads to database" checked={form.allowFileUpload} onChange={(v) => onChange({ allowFileUpload: v })} testId="flag-allow-file-upload" />
      </Section>
      <Section value="other" title="Other" hint="Additional settings.">
        <Textarea
          label="Extra"
          description="JSON string containing extra configuration elements: metadata_params, engine_params, metadata_cache_timeout (schema_cache_timeout, table_cache_timeout), schemas_allowed_for_file_upload."
          autosize
          minRows={4}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={form.extra}
          error={errors.extra}
          onChange={(e) => onChange({ extra: e.currentTarget.value })}
          data-testid="extra-input"
        />
      </Section>
    </Accordion>
  );
}
