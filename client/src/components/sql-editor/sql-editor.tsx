// A CodeMirror 6 SQL editor as a controlled React input: the view is created once, edits are reported through
// onChange, and a value changed from outside (e.g. a reset or a format) replaces the document. Code is coloured
// by the dialect's highlighting (./sql-highlight). The dialect,
// autocomplete schema, extra key bindings and validation markers are reconfigured in place through
// compartments, so a schema refresh never loses the cursor or the undo history.
import { autocompletion, completionKeymap, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { sql, StandardSQL, type SQLDialect, type SQLNamespace } from '@codemirror/lang-sql';
import { Compartment, EditorSelection, EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText, type KeyBinding } from '@codemirror/view';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { cspNonce } from '../../app/csp-nonce';
import { diagnosticsExtension, setDiagnosticsEffect, type EditorDiagnostic } from './diagnostics';
import { sqlHighlighting } from './sql-highlight';

/** What the SQL language support completes: the dialect's keywords plus the schema, and extra sources. */
export interface SqlLanguageOptions {
  dialect?: SQLDialect;
  schema?: SQLNamespace;
  defaultSchema?: string;
  extraCompletions?: readonly CompletionSource[];
}

/** Cursor as SQL Lab stores it per tab: 0-based row and column. */
export interface CursorPosition {
  row: number;
  column: number;
}

export interface EditorSelectionState {
  cursor: CursorPosition;
  selectedText: string;
}

interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  placeholder?: string;
  /** Pixels, or any CSS height (e.g. '100%') when the editor fills a resizable pane. */
  height?: number | string;
  /** SQL (its dialect, schema and completions), or 'css' where the same editor takes a stylesheet (CSS templates). */
  language?: SqlLanguageOptions | 'css';
  /** Bindings that win over the defaults (e.g. Mod-Enter runs instead of inserting a line). */
  keyBindings?: readonly KeyBinding[];
  diagnostics?: readonly EditorDiagnostic[];
  initialCursor?: CursorPosition | null;
  onSelectionChange?: (selection: EditorSelectionState) => void;
  autoFocus?: boolean;
  'data-testid'?: string;
}

function languageExtension(options: SqlLanguageOptions | 'css' | undefined): Extension {
  if (options === 'css') return css();
  const support = sql({
    dialect: options?.dialect ?? StandardSQL,
    schema: options?.schema,
    defaultSchema: options?.defaultSchema,
    upperCaseKeywords: true,
  });
  const extra = (options?.extraCompletions ?? []).map((source) => support.language.data.of({ autocomplete: source }));
  return [support, ...extra];
}

function cursorOf(state: EditorState): EditorSelectionState {
  const main = state.selection.main;
  const line = state.doc.lineAt(main.head);
  return { cursor: { row: line.number - 1, column: main.head - line.from }, selectedText: state.sliceDoc(main.from, main.to) };
}

function offsetOf(state: EditorState, cursor: CursorPosition): number {
  const lineNumber = Math.min(Math.max(cursor.row + 1, 1), state.doc.lines);
  const line = state.doc.line(lineNumber);
  return Math.min(line.from + Math.max(cursor.column, 0), line.to);
}

export function SqlEditor({
  value,
  onChange,
  readOnly = false,
  placeholder,
  height = 240,
  language,
  keyBindings,
  diagnostics,
  initialCursor,
  onSelectionChange,
  autoFocus = false,
  ...rest
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const onSelectionRef = useRef(onSelectionChange);
  const editable = useRef(new Compartment());
  const languageSlot = useRef(new Compartment());
  const bindingsSlot = useRef(new Compartment());
  onChangeRef.current = onChange;
  onSelectionRef.current = onSelectionChange;

  useEffect(() => {
    if (!host.current) return;
    const state = EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        history(),
        bindingsSlot.current.of(Prec.highest(keymap.of(keyBindings ?? []))),
        keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageSlot.current.of(languageExtension(language)),
        sqlHighlighting(),
        autocompletion({ activateOnTyping: true, icons: false }),
        diagnosticsExtension(),
        placeholderText(placeholder ?? ''),
        EditorView.lineWrapping,
        // Its styles go into a <style> element where constructable stylesheets are missing: the page's CSP nonce.
        cspNonce ? EditorView.cspNonce.of(cspNonce) : [],
        editable.current.of(EditorState.readOnly.of(readOnly)),
        EditorView.theme({
          '&': { height: typeof height === 'number' ? `${height}px` : height, fontSize: '13px' },
          '.cm-scroller': { fontFamily: 'ui-monospace, monospace' },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          if (update.docChanged || update.selectionSet) onSelectionRef.current?.(cursorOf(update.state));
        }),
      ],
    });
    const created = new EditorView({ parent: host.current, state });
    if (initialCursor) created.dispatch({ selection: EditorSelection.cursor(offsetOf(created.state, initialCursor)), scrollIntoView: true });
    if (autoFocus) created.focus();
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is built once per mount (a SQL Lab tab switch remounts it); later prop changes are applied by
    // the effects below.
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageExtension(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: bindingsSlot.current.reconfigure(Prec.highest(keymap.of(keyBindings ?? []))) });
  }, [keyBindings]);

  useEffect(() => {
    view.current?.dispatch({ effects: setDiagnosticsEffect.of(diagnostics ?? []) });
  }, [diagnostics]);

  return (
    <Box
      ref={host}
      data-testid={rest['data-testid']}
      h={typeof height === 'string' ? height : undefined}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    />
  );
}
