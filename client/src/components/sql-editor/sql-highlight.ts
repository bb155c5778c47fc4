// How the SQL editor colours code. lang-sql's dialect decides what each token is (a keyword, a string, a
// quoted identifier, a comment — `#` starts one only in MySQL, `"…"` is a string there and an identifier
// elsewhere); this style decides how each looks, in the Mantine light palette through its CSS variables, so
// the colours follow the theme. CodeMirror mounts the style with its own (nonce-carrying) stylesheet.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';

export const sqlHighlightStyle = HighlightStyle.define([
  { tag: t.keyword, color: 'var(--mantine-color-blue-8)', fontWeight: '600' },
  { tag: [t.typeName, t.standard(t.name)], color: 'var(--mantine-color-grape-8)' },
  { tag: t.string, color: 'var(--mantine-color-green-9)' },
  { tag: t.special(t.string), color: 'var(--mantine-color-cyan-9)' },
  { tag: [t.number, t.bool, t.null], color: 'var(--mantine-color-orange-9)' },
  { tag: t.comment, color: 'var(--mantine-color-gray-6)', fontStyle: 'italic' },
  { tag: t.special(t.name), color: 'var(--mantine-color-violet-8)' },
  { tag: t.operator, color: 'var(--mantine-color-gray-8)' },
  { tag: t.invalid, color: 'var(--mantine-color-red-8)' },
]);

export function sqlHighlighting(): Extension {
  return syntaxHighlighting(sqlHighlightStyle);
}
