// SQL Lab's page-level keyboard shortcuts (the editor's own — run, stop, format — are CodeMirror bindings).
// Ctrl, not Cmd, on every platform, as Superset does: Cmd+T/Cmd+W belong to the browser on macOS.
export type PageShortcut = 'newTab' | 'closeTab' | 'previousTab' | 'nextTab';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function pageShortcut(event: KeyLike): PageShortcut | null {
  if (!event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 't':
      return 'newTab';
    case 'q':
      return 'closeTab';
    case '[':
      return 'previousTab';
    case ']':
      return 'nextTab';
    default:
      return null;
  }
}

export const SHORTCUT_HELP: ReadonlyArray<[string, string]> = [
  ['Ctrl/Cmd + Enter', 'Run the query (or the selection)'],
  ['Ctrl + E', 'Stop the running query'],
  ['Ctrl/Cmd + Shift + F', 'Format the SQL'],
  ['Ctrl + T', 'New tab'],
  ['Ctrl + Q', 'Close tab'],
  ['Ctrl + [ / Ctrl + ]', 'Previous / next tab (wraps around)'],
];
