import { badRequest, type FieldMessages } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import type { LoginInput } from '../gql/graphql';
import { parseBooleanField } from '../core/marshmallow-fields';

const PROVIDERS = ['db', 'ldap'];

/**
 * Validates a `POST /security/login` body as FAB's login schema does, collecting every field's
 * messages. A missing provider is read as "db": FAB crashes on it (500), and every real client sends "db".
 */
export function parseLoginBody(body: unknown): LoginInput {
  if (!isPlainObject(body)) throw badRequest({ _schema: ['Invalid input type.'] });
  const errors: FieldMessages = {};
  const username = requiredString(body, 'username', errors);
  const password = requiredString(body, 'password', errors);

  let provider = 'db';
  if (body.provider !== undefined) {
    if (body.provider === null) errors.provider = ['Field may not be null.'];
    else if (typeof body.provider !== 'string') errors.provider = ['Not a valid string.'];
    else if (!PROVIDERS.includes(body.provider)) errors.provider = [`Must be one of: ${PROVIDERS.join(', ')}.`];
    else provider = body.provider;
  }

  let refresh = false;
  if (body.refresh !== undefined) {
    const parsed = parseBooleanField(body.refresh);
    if (parsed === undefined) errors.refresh = [body.refresh === null ? 'Field may not be null.' : 'Not a valid boolean.'];
    else refresh = parsed;
  }

  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { username: username!, password: password!, provider, refresh };
}

function requiredString(body: Record<string, unknown>, name: string, errors: FieldMessages): string | undefined {
  const value = body[name];
  if (value === undefined) errors[name] = ['Missing data for required field.'];
  else if (value === null) errors[name] = ['Field may not be null.'];
  else if (typeof value !== 'string') errors[name] = ['Not a valid string.'];
  else if (value.length < 1) errors[name] = ['Shorter than minimum length 1.'];
  else return value;
  return undefined;
}
