/**
 * What every export bundle shares (Superset's export format, REST ref §7): the bundle version in each
 * file's header, and how file and folder names are made from object names and the export time.
 */
import { stringify as stringifyYaml } from 'yaml';

export const BUNDLE_VERSION = '1.0.0';

/** werkzeug's secure_filename: ASCII letters, digits, `_.-`; whitespace runs become `_`. */
export function secureFilename(name: string): string {
  // Decomposed accents and any other non-ASCII character are dropped (the allow-list below keeps ASCII only).
  const ascii = name.normalize('NFKD');
  return ascii
    .replace(/[/\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** `YYYYMMDDTHHMMSS` in UTC, the stamp of export file names. */
export const exportStamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').slice(0, 15);

/** One YAML file of a bundle (no line folding, as Superset writes them). */
export const bundleYaml = (value: unknown): Buffer => Buffer.from(stringifyYaml(value, { lineWidth: 0 }));

/** The bundle's metadata.yaml content: version, exported type and time. */
export const bundleMetadata = (type: string, now: Date) => ({ version: BUNDLE_VERSION, type, timestamp: now.toISOString().replace('Z', '+00:00') });
