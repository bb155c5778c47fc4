/**
 * Input no operation may carry, refused at the GraphQL door (which the REST gateway goes through too):
 * NUL characters, which PostgreSQL cannot store in text (`invalid byte sequence for encoding "UTF8": 0x00`),
 * and unpaired surrogates, which are no characters at all (PostgreSQL's json refuses their escapes);
 * numbers that are not finite (JSON's `1e999` parses to Infinity, and a JSON scalar would take it); and
 * `__proto__` keys, which would reach an object's prototype where input is copied by assignment.
 */
import { GraphQLError, type ASTVisitor, type ValidationContext, type ValueNode } from 'graphql';

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half: not a character, and PostgreSQL's json refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, or null. */
function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'text may not contain NUL characters (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'text must be valid Unicode (it holds half of a surrogate pair)';
  return null;
}

/** What is wrong with a value, or null; walks iteratively so a deeply nested body cannot exhaust the stack. */
export function unsafeInputProblem(value: unknown): { path: string; problem: string } | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    const { path } = item;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path, problem };
    } else if (typeof item.value === 'number') {
      if (!Number.isFinite(item.value)) return { path, problem: 'numbers must be finite' };
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) => pending.push({ value: element, path: `${path}[${index}]` }));
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, element] of Object.entries(item.value)) {
        if (key === '__proto__') return { path, problem: 'the key "__proto__" is not allowed' };
        const keyProblem = textProblem(key);
        if (keyProblem) return { path, problem: `in a key, ${keyProblem}` };
        pending.push({ value: element, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/** A GraphQL request error (HTTP 400, BAD_USER_INPUT) about the operation's input. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/** The first unsafe variable, worded like graphql-js's own variable errors; null when all are safe. */
export function unsafeVariablesError(variables: Readonly<Record<string, unknown>> | null | undefined): GraphQLError | null {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const found = unsafeInputProblem(value);
    if (!found) continue;
    const at = found.path === '' ? '' : ` at "${name}${found.path.startsWith('[') ? '' : '.'}${found.path}"`;
    return badUserInput(`Variable "$${name}" got invalid value${at}; ${found.problem}.`);
  }
  return null;
}

/** The same refusals for values written in the document itself (string, number and object literals). */
export function SafeLiteralsRule(context: ValidationContext): ASTVisitor {
  const report = (node: ValueNode, problem: string) => context.reportError(new GraphQLError(`Invalid literal: ${problem}.`, { nodes: node }));
  return {
    StringValue(node) {
      const problem = textProblem(node.value);
      if (problem) report(node, problem);
    },
    FloatValue(node) {
      if (!Number.isFinite(Number(node.value))) report(node, 'numbers must be finite');
    },
    IntValue(node) {
      if (!Number.isFinite(Number(node.value))) report(node, 'numbers must be finite');
    },
    ObjectValue(node) {
      if (node.fields.some((field) => field.name.value === '__proto__')) report(node, 'the key "__proto__" is not allowed');
    },
  };
}
