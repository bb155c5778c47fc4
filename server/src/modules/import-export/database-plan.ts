/**
 * What an imported database's connection becomes (REST ref §7.5 "Passwords"): the URI's password moves to
 * its encrypted column; a masked password takes the one the importer sent for that file, else the stored
 * one of the same database, else Superset's prompt. SSH tunnel secrets follow the same rule with their own
 * prompts. Pure apart from encryption.
 */
import { parseUri, PASSWORD_MASK, storeConnection } from '../database';
import { encryptSecret } from '../../platform/secrets';
import { NEEDS_PASSWORD, NEEDS_SSH_KEY, NEEDS_SSH_KEY_PASSWORD, NEEDS_SSH_PASSWORD } from './bundle-kind';
import type { DatabaseConfig } from './bundle-reader';
import type { ExistingRow } from './bundle-store';

export interface SshTunnelSecrets {
  serverAddress: string;
  serverPort: number;
  username: string | null;
  password: string | null;
  privateKey: string | null;
  privateKeyPassword: string | null;
}

export interface DatabaseSecrets {
  sqlalchemyUri: string;
  /** Ciphertext. */
  password: string | null;
  /** Ciphertext of the JSON text. */
  encryptedExtra: string | null | undefined;
  /** Secrets as ciphertext; null: no tunnel. */
  sshTunnel: SshTunnelSecrets | null;
}

export interface PasswordOptions {
  passwords: Record<string, string>;
  sshTunnelPasswords: Record<string, string>;
  sshTunnelPrivateKeys: Record<string, string>;
  sshTunnelPrivateKeyPasswords: Record<string, string>;
}

export interface DatabasePlan {
  /** The URI to check the engine of (null when it does not parse). */
  uri: string | null;
  problems: string[];
  secrets: DatabaseSecrets | null;
}

const INVALID_URI = 'Invalid connection string';

export function databasePlan(config: DatabaseConfig, existing: ExistingRow | null, options: PasswordOptions, secretKey: string): DatabasePlan {
  const problems: string[] = [];
  const url = parseUri(config.sqlalchemy_uri);
  if (!url) return { uri: null, problems: [INVALID_URI], secrets: null };
  const sent = options.passwords[config.file] ?? (config.password && config.password !== PASSWORD_MASK ? config.password : undefined);
  if (sent !== undefined && url.username) url.password = encodeURIComponent(sent);
  const masked = decodeURIComponent(url.password) === PASSWORD_MASK;
  if (masked && sent === undefined && !existing?.password) problems.push(NEEDS_PASSWORD);
  const stored = storeConnection(url.toString(), existing ? { sqlalchemy_uri: existing.sqlalchemyUri ?? '', password: existing.password ?? null } : null, secretKey);

  let sshTunnel: SshTunnelSecrets | null = null;
  const t = config.ssh_tunnel;
  if (t) {
    const secret = (field: string, given: Record<string, string>, prompt: string): string | null => {
      const value = t[field];
      if (value === undefined || value === null || value === '') return null;
      if (value !== PASSWORD_MASK) return encryptSecret(String(value), secretKey);
      const replacement = given[config.file];
      if (replacement !== undefined) return encryptSecret(replacement, secretKey);
      problems.push(prompt);
      return null;
    };
    const port = Number(t.server_port ?? 22);
    if (typeof t.server_address !== 'string' || !t.server_address || !Number.isInteger(port)) problems.push('SSH Tunnel server_address and server_port are required');
    sshTunnel = {
      serverAddress: String(t.server_address ?? ''),
      serverPort: port,
      username: typeof t.username === 'string' ? t.username : null,
      password: secret('password', options.sshTunnelPasswords, NEEDS_SSH_PASSWORD),
      privateKey: secret('private_key', options.sshTunnelPrivateKeys, NEEDS_SSH_KEY),
      privateKeyPassword: secret('private_key_password', options.sshTunnelPrivateKeyPasswords, NEEDS_SSH_KEY_PASSWORD),
    };
  }
  const extra = config.encrypted_extra;
  const encryptedExtra = extra === undefined ? undefined : extra === null ? null : encryptSecret(typeof extra === 'string' ? extra : JSON.stringify(extra), secretKey);
  return {
    uri: stored.connectUri,
    problems,
    secrets: problems.length ? null : { sqlalchemyUri: stored.sqlalchemyUri, password: stored.password, encryptedExtra, sshTunnel },
  };
}
