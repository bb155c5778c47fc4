/**
 * validate_parameters for engines configured by a form (Superset's BasicParametersMixin.validate_parameters
 * and the payload schema before it): field types, then missing fields, then whether the host resolves and
 * the port is open. The findings are SupersetError-shaped; the connection attempt itself is the service's.
 */
import { lookup } from 'node:dns/promises';
import { Socket } from 'node:net';
import type { EngineParametersSpec } from '../../engines';

export interface ValidationFinding {
  message: string;
  errorType: string;
  level: 'info' | 'warning' | 'error';
  extra: Record<string, unknown>;
}

/** Reaching out to the network, injectable so the rules are tested without it. */
export interface NetworkProbes {
  hostResolves(host: string): Promise<boolean>;
  portOpen(host: string, port: number): Promise<boolean>;
}

/** Superset's PORT_TIMEOUT for the "is the port open" probe. */
const PORT_TIMEOUT_MS = 5000;

export const networkProbes: NetworkProbes = {
  async hostResolves(host) {
    try {
      await lookup(host);
      return true;
    } catch {
      return false;
    }
  },
  portOpen(host, port) {
    return new Promise((resolve) => {
      const socket = new Socket();
      const done = (open: boolean) => {
        socket.destroy();
        resolve(open);
      };
      socket.setTimeout(PORT_TIMEOUT_MS, () => done(false));
      socket.once('error', () => done(false));
      socket.connect(port, host, () => done(true));
    });
  },
};

type PropertySchema = { type?: string | string[] };

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Not a valid integer.',
  number: 'Not a valid number.',
  string: 'Not a valid string.',
  boolean: 'Not a valid boolean.',
  object: 'Not a valid mapping type.',
};

/** A value of the declared JSON Schema type, coerced the way marshmallow loads form values; undefined if not. */
function coerce(value: unknown, type: string): unknown {
  switch (type) {
    case 'integer':
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
      return undefined;
    case 'number':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      return undefined;
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return undefined;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    default:
      return value;
  }
}

/** Field types against the engine's JSON Schema; null/'' count as absent (the missing check reports them). */
export function checkParameterTypes(
  schema: Record<string, unknown>,
  params: Record<string, unknown>,
): { params: Record<string, unknown>; findings: ValidationFinding[] } {
  const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
  const out: Record<string, unknown> = {};
  const findings: ValidationFinding[] = [];
  for (const [key, value] of Object.entries(params)) {
    const declared = properties[key]?.type;
    const type = Array.isArray(declared) ? declared.find((t) => t !== 'null') : declared;
    if (value === null || value === '' || !type) {
      out[key] = value;
      continue;
    }
    const coerced = coerce(value, type);
    if (coerced === undefined) {
      findings.push({ message: TYPE_MESSAGES[type] ?? 'Invalid value.', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error', extra: { invalid: [key] } });
    } else out[key] = coerced;
  }
  return { params: out, findings };
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Missing fields, then the host, then the port — each step only when the previous one passed. */
export async function validateFormParameters(
  spec: Pick<EngineParametersSpec, 'required'>,
  params: Record<string, unknown>,
  probes: NetworkProbes,
): Promise<ValidationFinding[]> {
  const findings: ValidationFinding[] = [];
  const missing = spec.required.filter((key) => !present(params[key])).sort();
  if (missing.length) {
    findings.push({
      message: `One or more parameters are missing: ${missing.join(', ')}`,
      errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning',
      extra: { missing },
    });
  }
  const host = params.host;
  if (typeof host !== 'string' || !host) return findings;
  if (!(await probes.hostResolves(host))) {
    findings.push({ message: "The hostname provided can't be resolved.", errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR', level: 'error', extra: { invalid: ['host'] } });
    return findings;
  }
  const port = params.port;
  if (!present(port)) return findings;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535) {
    findings.push({
      message: 'The port must be an integer between 0 and 65535 (inclusive).',
      errorType: 'CONNECTION_INVALID_PORT_ERROR',
      level: 'error',
      extra: { invalid: ['port'] },
    });
  } else if (!(await probes.portOpen(host, port))) {
    findings.push({ message: 'The port is closed.', errorType: 'CONNECTION_PORT_CLOSED_ERROR', level: 'error', extra: { invalid: ['port'] } });
  }
  return findings;
}

/** The form fields a connection error points at (Superset's engine specs list them in `extra.invalid`). */
const INVALID_FIELDS: Record<string, string[]> = {
  CONNECTION_INVALID_USERNAME_ERROR: ['username'],
  CONNECTION_INVALID_PASSWORD_ERROR: ['username', 'password'],
  CONNECTION_ACCESS_DENIED_ERROR: ['username', 'password'],
  CONNECTION_INVALID_HOSTNAME_ERROR: ['host'],
  CONNECTION_PORT_CLOSED_ERROR: ['host', 'port'],
  CONNECTION_INVALID_PORT_ERROR: ['port'],
  CONNECTION_HOST_DOWN_ERROR: ['host', 'port'],
  CONNECTION_UNKNOWN_DATABASE_ERROR: ['database'],
};

export function invalidFieldsOf(errorType: string): string[] | undefined {
  return INVALID_FIELDS[errorType];
}
