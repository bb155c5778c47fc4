// The import modal for every resource (spec 1 §4, §5, §8): a bundle file (.yaml, .yml, .json or .zip); Import
// stays disabled until one is chosen. When the server reports existing objects the button becomes Overwrite
// (danger) and waits for the typed word OVERWRITE; database passwords and SSH tunnel secrets the server asks
// for get one field per file; anything else fails with the resource helper's import message.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addSuccessToast } from '../../app/toasts';
import { ImportBundleFileDocument, type BundleResource } from '../../gql/graphql';
import { acceptsImportFile, answerable, importPrompts, IMPORT_FILE_TYPES, OVERWRITE_CONFIRMATION, overwriteConfirmed, type ImportPrompts, type SecretKind } from './import-prompts';

interface ImportModalProps {
  opened: boolean;
  onClose: () => void;
  resource: BundleResource;
  /** The resource in words: 'dashboard', 'chart', 'dataset', 'database', 'saved query'. */
  noun: string;
  /** After a successful import (refresh the list). */
  onImported: () => void;
}

const SECRET_LABELS: Record<SecretKind, string> = {
  password: 'Password',
  sshPassword: 'SSH Password',
  sshPrivateKey: 'SSH Private Key',
  sshPrivateKeyPassword: 'SSH Private Key Password',
};

const SECRET_FIELDS: Record<SecretKind, 'passwords' | 'sshTunnelPasswords' | 'sshTunnelPrivateKeys' | 'sshTunnelPrivateKeyPasswords'> = {
  password: 'passwords',
  sshPassword: 'sshTunnelPasswords',
  sshPrivateKey: 'sshTunnelPrivateKeys',
  sshPrivateKeyPassword: 'sshTunnelPrivateKeyPasswords',
};

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

type Secrets = Record<SecretKind, Record<string, string>>;
const noSecrets = (): Secrets => ({ password: {}, sshPassword: {}, sshPrivateKey: {}, sshPrivateKeyPassword: {} });

export function ImportModal({ opened, onClose, resource, noun, onImported }: ImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [prompts, setPrompts] = useState<ImportPrompts | null>(null);
  const [secrets, setSecrets] = useState<Secrets>(noSecrets);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [importBundle, { loading }] = useMutation(ImportBundleFileDocument);

  const reset = () => {
    setFile(null);
    setPrompts(null);
    setSecrets(noSecrets());
    setTyped('');
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const chooseFile = (next: File | null) => {
    reset();
    if (next && !acceptsImportFile(next.name)) {
      setFailure(`Only ${IMPORT_FILE_TYPES.join(', ')} files can be imported`);
      return;
    }
    setFile(next);
  };

  const overwrite = prompts?.alreadyExists ?? false;
  const secretsMissing = prompts ? (Object.keys(prompts.secrets) as SecretKind[]).some((kind) => prompts.secrets[kind].some((f) => !secrets[kind][f])) : false;
  const ready = !!file && !loading && (!overwrite || overwriteConfirmed(typed)) && !secretsMissing;

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      const input = {
        resource,
        base64: await fileToBase64(file),
        filename: file.name,
        overwrite,
        ...Object.fromEntries((Object.keys(SECRET_FIELDS) as SecretKind[]).map((kind) => [SECRET_FIELDS[kind], Object.keys(secrets[kind]).length ? secrets[kind] : null])),
      };
      await importBundle({ variables: { input } });
      addSuccessToast('Import was successful');
      close();
      onImported();
    } catch (error) {
      const [first] = responseErrorsOf(error) as { message?: string | null; extensions?: { extra?: Record<string, unknown> } }[];
      const next = importPrompts(first?.extensions?.extra);
      if (answerable(next)) {
        setPrompts(next);
        return;
      }
      const detail = next.failures.length ? next.failures.join(', ') : (first?.message ?? (error instanceof Error ? error.message : String(error)));
      setFailure(`An error occurred while importing ${noun}: ${detail}`);
    }
  };

  const secretInput = (kind: SecretKind, dbFile: string) => {
    const props = {
      key: `${kind}:${dbFile}`,
      label: `${dbFile.replace(/^databases\//, '')} — ${SECRET_LABELS[kind]}`,
      value: secrets[kind][dbFile] ?? '',
      required: true,
      'data-testid': `import-${kind}`,
    };
    const set = (value: string) => setSecrets((s) => ({ ...s, [kind]: { ...s[kind], [dbFile]: value } }));
    return kind === 'sshPrivateKey' ? <Textarea {...props} autosize minRows={3} onChange={(e) => set(e.currentTarget.value)} /> : <PasswordInput {...props} onChange={(e) => set(e.currentTarget.value)} />;
  };

  return (
    <Modal opened={opened} onClose={close} title={`Import ${noun}`} centered data-testid="import-modal">
      <Stack>
        <FileInput
          label="File"
          placeholder="Select file"
          accept={IMPORT_FILE_TYPES.join(',')}
          value={file}
          onChange={chooseFile}
          clearable
          data-testid="import-file"
        />
        {prompts && (Object.keys(prompts.secrets) as SecretKind[]).some((kind) => prompts.secrets[kind].length) && (
          <Stack gap="xs" data-testid="import-passwords">
            <Text size="sm">
              The passwords for the databases below are needed in order to import them. The &quot;Secure Extra&quot; and &quot;Certificate&quot; settings of a database are
              not in export files and have to be added after the import if needed.
            </Text>
            {(Object.keys(prompts.secrets) as SecretKind[]).flatMap((kind) => prompts.secrets[kind].map((dbFile) => secretInput(kind, dbFile)))}
          </Stack>
        )}
        {overwrite && (
          <Stack gap="xs" data-testid="import-overwrite">
            <Text size="sm">
              You are importing one or more {noun}s that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?
            </Text>
            <TextInput label={`Type "${OVERWRITE_CONFIRMATION}" to confirm`} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-testid="import-overwrite-input" />
          </Stack>
        )}
        {failure && (
          <Alert color="red" data-testid="import-error">
            <Text size="sm">{failure}</Text>
            <Text size="sm">Please re-export your file and try importing again</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={overwrite ? 'red' : undefined} disabled={!ready} loading={loading} onClick={() => void submit()} data-testid="import-submit">
            {overwrite ? 'Overwrite' : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
