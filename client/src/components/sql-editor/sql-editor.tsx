// A CodeMirror 6 SQL editor as a controlled React input: the view is created once, edits are reported through
// onChange, and a value changed from outside (e.g. a reset) replaces the document.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { sql } from '@codemirror/lang-sql';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  placeholder?: string;
  height?: number;
  'data-testid'?: string;
}

export function SqlEditor({ value, onChange, readOnly = false, placeholder, height = 240, ...rest }: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const editable = useRef(new Compartment());
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          sql(),
          placeholderText(placeholder ?? ''),
          EditorView.lineWrapping,
          editable.current.of(EditorState.readOnly.of(readOnly)),
          EditorView.theme({ '&': { height: `${height}px`, fontSize: '13px' }, '.cm-scroller': { fontFamily: 'ui-monospace, monospace' } }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is built once; value and readOnly changes are applied by the effects below.
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

  return (
    <Box
      ref={host}
      data-testid={rest['data-testid']}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    />
  );
}
