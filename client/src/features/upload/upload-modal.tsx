// "Upload CSV / Excel / Columnar file to database": the file, where it goes, and how it is read. The
// file's columns (and an Excel workbook's sheets) are read from the server as soon as a file is chosen,
// to offer them in the column pickers.
import { useQuery } from '@apollo/client/react';
import { Accordion, Button, Checkbox, FileInput, Group, Modal, MultiSelect, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { addDangerToast, addSuccessToast } from '../../app/toasts';
import { UploadDatabasesDocument, UploadSchemasDocument } from '../../gql/graphql';
import { DELIMITER_CHOICES, initialUploadValues, metadataBody, UPLOAD_EXTENSIONS, UPLOAD_TITLES, uploadBody, validateUpload, type UploadFormValues, type UploadType } from './upload-form';
import { fileMetadata, uploadFile, type UploadMetadataItem } from './upload-request';

export interface UploadModalProps {
  type: UploadType;
  onClose: () => void;
  /** Called after a successful upload (e.g. to refresh a dataset list). */
  onUploaded?: () => void;
}

const ALREADY_EXISTS_CHOICES = [
  { value: 'fail', label: 'Fail' },
  { value: 'replace', label: 'Replace' },
  { value: 'append', label: 'Append' },
];

export function UploadModal({ type, onClose, onUploaded }: UploadModalProps) {
  const [values, setValues] = useState<UploadFormValues>(() => initialUploadValues(type));
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [metadata, setMetadata] = useState<UploadMetadataItem[]>([]);
  const set = <K extends keyof UploadFormValues>(key: K, value: UploadFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const databases = useQuery(UploadDatabasesDocument);
  const schemas = useQuery(UploadSchemasDocument, { variables: { id: values.databaseId ?? 0 }, skip: values.databaseId === null });
  const problems = validateUpload(values);

  // The chosen file's columns, re-read when how it is split changes.
  const { file, delimiter, headerRow } = values;
  const metadataRequest = useMemo(() => metadataBody({ type, file, delimiter, headerRow }), [type, file, delimiter, headerRow]);
  useEffect(() => {
    if (!metadataRequest) return;
    let current = true;
    fileMetadata(metadataRequest).then(
      (items) => current && setMetadata(items),
      () => current && setMetadata([]),
    );
    return () => {
      current = false;
    };
  }, [metadataRequest]);

  const sheet = metadata.find((m) => m.sheet_name === values.sheetName) ?? metadata[0];
  const columnChoices = sheet?.column_names ?? [];

  const submit = async () => {
    setTouched(true);
    if (Object.keys(problems).length || values.databaseId === null) return;
    setSending(true);
    try {
      await uploadFile(values.databaseId, uploadBody(values));
      addSuccessToast('Data imported');
      onUploaded?.();
      onClose();
    } catch (err) {
      addDangerToast((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  const error = (key: string) => (touched ? problems[key] : undefined);
  const accept = UPLOAD_EXTENSIONS[type].map((e) => `.${e}`).join(',');

  return (
    <Modal opened onClose={onClose} title={UPLOAD_TITLES[type]} size={600} centered data-testid="upload-modal">
      <Stack gap="sm">
        <Select
          label="Database"
          required
          searchable
          placeholder="Select a database to upload the file to"
          data={(databases.data?.databases.items ?? []).map((d) => ({ value: String(d.id), label: d.databaseName }))}
          value={values.databaseId === null ? null : String(values.databaseId)}
          onChange={(v) => setValues((current) => ({ ...current, databaseId: v === null ? null : Number(v), schema: null }))}
          nothingFoundMessage="No database allows file uploads"
          error={error('databaseId')}
          data-testid="upload-database"
        />
        <Select
          label="Schema"
          placeholder="Select a schema if the database supports this"
          data={schemas.data?.databaseSchemas ?? []}
          value={values.schema}
          onChange={(v) => set('schema', v)}
          disabled={values.databaseId === null}
          clearable
          data-testid="upload-schema"
        />
        <FileInput
          label="File"
          required
          accept={accept}
          placeholder={`Select a ${UPLOAD_EXTENSIONS[type].join(', ')} file`}
          value={values.file}
          onChange={(file) => setValues((v) => ({ ...v, file, tableName: v.tableName || (file ? file.name.replace(/\.[^.]+$/, '') : ''), sheetName: null, columnsRead: [], columnDates: [] }))}
          error={error('file')}
          data-testid="upload-file"
        />
        <TextInput label="Table name" required value={values.tableName} onChange={(e) => set('tableName', e.currentTarget.value)} error={error('tableName')} data-testid="upload-table-name" />
        {type === 'excel' && metadata.length > 0 && (
          <Select label="Sheet name" data={metadata.map((m) => m.sheet_name ?? '')} value={values.sheetName ?? sheet?.sheet_name ?? null} onChange={(v) => set('sheetName', v)} />
        )}
        <Accordion variant="contained" multiple defaultValue={[]}>
          <Accordion.Item value="file">
            <Accordion.Control>File settings</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Select
                  label="If table already exists"
                  description="What to do if the table already exists"
                  data={ALREADY_EXISTS_CHOICES}
                  value={values.alreadyExists}
                  onChange={(v) => set('alreadyExists', (v ?? 'fail') as UploadFormValues['alreadyExists'])}
                  allowDeselect={false}
                  data-testid="upload-already-exists"
                />
                {type === 'csv' && (
                  <Select
                    label="Delimiter"
                    data={DELIMITER_CHOICES.map((c) => ({ ...c }))}
                    value={values.delimiter}
                    onChange={(v) => set('delimiter', v ?? ',')}
                    allowDeselect={false}
                  />
                )}
                {type !== 'columnar' && (
                  <>
                    <MultiSelect label="Columns to be parsed as dates" data={columnChoices} value={values.columnDates} onChange={(v) => set('columnDates', v)} searchable />
                    <Checkbox label="Dates are day first (DD/MM/YYYY)" checked={values.dayFirst} onChange={(e) => set('dayFirst', e.currentTarget.checked)} />
                    <TagsInput label="Null values" description="Values read as NULL, besides empty fields" value={values.nullValues} onChange={(v) => set('nullValues', v)} />
                  </>
                )}
                {type === 'csv' && (
                  <Select label="Decimal character" data={['.', ',']} value={values.decimalCharacter} onChange={(v) => set('decimalCharacter', v ?? '.')} allowDeselect={false} />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="columns">
            <Accordion.Control>Columns</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <MultiSelect label="Columns to read" description="Leave empty to read every column" data={columnChoices} value={values.columnsRead} onChange={(v) => set('columnsRead', v)} searchable />
                <Checkbox label="Write the row number as a column (dataframe index)" checked={values.dataframeIndex} onChange={(e) => set('dataframeIndex', e.currentTarget.checked)} />
                {values.dataframeIndex && <TextInput label="Index label" placeholder="index" value={values.indexLabel} onChange={(e) => set('indexLabel', e.currentTarget.value)} />}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          {type !== 'columnar' && (
            <Accordion.Item value="rows">
              <Accordion.Control>Rows</Accordion.Control>
              <Accordion.Panel>
                <Group grow>
                  <TextInput label="Header row" value={values.headerRow} onChange={(e) => set('headerRow', e.currentTarget.value)} error={error('headerRow')} />
                  <TextInput label="Rows to skip" value={values.skipRows} onChange={(e) => set('skipRows', e.currentTarget.value)} error={error('skipRows')} />
                  <TextInput label="Rows to read" value={values.rowsToRead} onChange={(e) => set('rowsToRead', e.currentTarget.value)} error={error('rowsToRead')} />
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={sending} data-testid="upload-submit">
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default UploadModal;
