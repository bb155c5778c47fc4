// What a refused import asks of the person (spec 1 §8 "Import prompts"): the server's per-file answer
// (REST ref §7.5) read into the files needing a database password or SSH tunnel secrets, whether existing
// objects need the overwrite confirmation, and every other message (a failed import).

export const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';
const NEEDS = {
  password: 'Must provide a password for the database',
  sshPassword: 'Must provide a password for the ssh tunnel',
  sshPrivateKey: 'Must provide a private key for the ssh tunnel',
  sshPrivateKeyPassword: 'Must provide a private key password for the ssh tunnel',
} as const;

export type SecretKind = keyof typeof NEEDS;

export interface ImportPrompts {
  /** Existing objects would be replaced: the Overwrite confirmation. */
  alreadyExists: boolean;
  /** Database file names needing each kind of secret. */
  secrets: Record<SecretKind, string[]>;
  /** Anything else the server said: the import failed. */
  failures: string[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => messagesOf(inner).map((m) => (key === '_schema' ? m : `${key}: ${m}`)));
  return [];
}

/** Reads the `extra` of the server's import error (file name -> message(s)). */
export function importPrompts(extra: Record<string, unknown> | null | undefined): ImportPrompts {
  const prompts: ImportPrompts = { alreadyExists: false, secrets: { password: [], sshPassword: [], sshPrivateKey: [], sshPrivateKeyPassword: [] }, failures: [] };
  for (const [file, value] of Object.entries(extra ?? {})) {
    if (file === 'issue_codes') continue;
    for (const message of messagesOf(value)) {
      const need = (Object.keys(NEEDS) as SecretKind[]).find((kind) => message === NEEDS[kind]);
      if (need) prompts.secrets[need].push(file);
      else if (message.includes(ALREADY_EXISTS)) prompts.alreadyExists = true;
      else prompts.failures.push(`${file}: ${message}`);
    }
  }
  return prompts;
}

/** A prompt the person can answer (no failure among the messages). */
export const answerable = (p: ImportPrompts) => p.failures.length === 0 && (p.alreadyExists || Object.values(p.secrets).some((files) => files.length > 0));

/** File names accepted by the file picker (spec 1 §5). */
export const IMPORT_FILE_TYPES = ['.yaml', '.yml', '.json', '.zip'];
export const acceptsImportFile = (name: string) => IMPORT_FILE_TYPES.some((ending) => name.toLowerCase().endsWith(ending));

/** The typed confirmation word for an overwrite (case-insensitive). */
export const OVERWRITE_CONFIRMATION = 'OVERWRITE';
export const overwriteConfirmed = (typed: string) => typed.trim().toUpperCase() === OVERWRITE_CONFIRMATION;
