// What SQL Lab's editor completes (besides the dialect's keywords): the database's schemas, the tables of the
// chosen schema (also reachable without the schema prefix), the columns of the tables opened in the left bar,
// and the engine's functions.
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';

export interface CompletionInput {
  schemas: readonly string[];
  schema: string | null;
  tables: readonly string[];
  /** Columns of the tables opened in the left bar, by table name (tables of the chosen schema). */
  columns: Readonly<Record<string, readonly { name: string; type: string }[]>>;
}

/** lang-sql's schema namespace: schema -> table -> columns; the chosen schema also works as the default. */
export function completionNamespace(input: CompletionInput): { namespace: SQLNamespace; defaultSchema?: string } {
  const namespace: Record<string, SQLNamespace> = {};
  for (const schema of input.schemas) namespace[schema] = {};
  if (input.schema) {
    const tables: Record<string, SQLNamespace> = {};
    for (const table of input.tables) {
      const columns = input.columns[table] ?? [];
      tables[table] = columns.map((column): Completion => ({ label: column.name, type: 'property', detail: column.type }));
    }
    namespace[input.schema] = tables;
  }
  return { namespace, defaultSchema: input.schema ?? undefined };
}

/** Column names of the opened tables, completed anywhere (not only after `table.`). */
export function columnCompletionSource(input: CompletionInput): CompletionSource {
  const options: Completion[] = [];
  for (const [table, columns] of Object.entries(input.columns)) {
    for (const column of columns) options.push({ label: column.name, type: 'property', detail: `${table} · ${column.type}`, boost: -1 });
  }
  return wordSource(options);
}

export function functionCompletionSource(functions: readonly string[]): CompletionSource {
  return wordSource(functions.map((name): Completion => ({ label: name, type: 'function', apply: `${name}(`, boost: -2 })));
}

function wordSource(options: readonly Completion[]): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/\w+/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    // After a dot lang-sql's schema source answers with the qualified names.
    if (word.from > 0 && context.state.sliceDoc(word.from - 1, word.from) === '.') return null;
    return { from: word.from, options, validFor: /^\w*$/ };
  };
}
