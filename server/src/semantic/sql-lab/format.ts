/**
 * "Format SQL" (Ctrl/Cmd+Shift+F, POST /sqllab/format_sql/) through sql-formatter in the engine's
 * language. Template placeholders ({{ … }}, {% … %}, {# … #}) are kept verbatim, so a templated query
 * formats without being rendered first.
 */
import { format } from 'sql-formatter';
import type { SqlDialect } from '../../engines';
import { TesseraError } from '../../platform/errors';

const TEMPLATE_BLOCKS = [{ regex: String.raw`\{\{[\s\S]*?\}\}` }, { regex: String.raw`\{%[\s\S]*?%\}` }, { regex: String.raw`\{#[\s\S]*?#\}` }];

/** Pretty SQL; INVALID_SQL_ERROR when the formatter cannot read it. Without a dialect, generic SQL. */
export function formatSql(sql: string, dialect?: SqlDialect | null): string {
  try {
    return format(sql ?? '', {
      language: dialect ? dialect.formatterLanguage : 'sql',
      keywordCase: 'upper',
      paramTypes: { custom: TEMPLATE_BLOCKS },
    });
  } catch (err) {
    throw new TesseraError('INVALID_SQL_ERROR', `The SQL could not be formatted: ${(err as Error).message}`);
  }
}
