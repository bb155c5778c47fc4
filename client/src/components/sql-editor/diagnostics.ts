// Validation markers for the SQL editor: ranges of the document underlined with the validator's message as a
// hover title. A tiny stand-in for @codemirror/lint (not installed): the editor only needs to show the server's
// markers, not run a linter itself.
import { StateEffect, StateField, type Extension, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

export interface EditorDiagnostic {
  /** 1-based line of the problem. */
  line: number;
  /** 1-based first and last column on that line; the whole line when absent. */
  startColumn?: number | null;
  endColumn?: number | null;
  message: string;
  severity: 'error' | 'warning';
}

export const setDiagnosticsEffect = StateEffect.define<readonly EditorDiagnostic[]>();

/** The document range a diagnostic covers, clamped to the document (null when its line no longer exists). */
export function diagnosticRange(doc: Text, diagnostic: EditorDiagnostic): { from: number; to: number } | null {
  if (diagnostic.line < 1 || diagnostic.line > doc.lines) return null;
  const line = doc.line(diagnostic.line);
  const from = diagnostic.startColumn ? Math.min(line.from + diagnostic.startColumn - 1, line.to) : line.from;
  let to = diagnostic.endColumn ? Math.min(line.from + diagnostic.endColumn, line.to) : line.to;
  if (to <= from) to = Math.min(from + 1, doc.length);
  return to > from ? { from, to } : null;
}

function decorate(doc: Text, diagnostics: readonly EditorDiagnostic[]): DecorationSet {
  const marks = diagnostics
    .map((diagnostic) => ({ diagnostic, range: diagnosticRange(doc, diagnostic) }))
    .filter((entry): entry is { diagnostic: EditorDiagnostic; range: { from: number; to: number } } => entry.range !== null)
    .sort((a, b) => a.range.from - b.range.from)
    .map(({ diagnostic, range }) =>
      Decoration.mark({
        class: `cm-sql-diagnostic cm-sql-diagnostic-${diagnostic.severity}`,
        attributes: { title: diagnostic.message, 'data-testid': 'sql-diagnostic' },
      }).range(range.from, range.to),
    );
  return Decoration.set(marks, true);
}

const diagnosticsField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setDiagnosticsEffect)) next = decorate(transaction.state.doc, effect.value);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const diagnosticsTheme = EditorView.baseTheme({
  '.cm-sql-diagnostic': { textDecoration: 'underline wavy', textUnderlineOffset: '3px' },
  '.cm-sql-diagnostic-error': { textDecorationColor: '#e03131' },
  '.cm-sql-diagnostic-warning': { textDecorationColor: '#f08c00' },
});

export function diagnosticsExtension(): Extension {
  return [diagnosticsField, diagnosticsTheme];
}
