// The page's Content-Security-Policy nonce. The server writes a fresh one into every answer of the page (Vite's
// <meta property="csp-nonce">, see vite.config.ts) and its policy allows <style> elements carrying it, so the
// styles the client creates at run time go through: Mantine's CSS variables (MantineProvider getStyleNonce),
// the scroll lock of its modals (react-remove-scroll, through get-nonce) and CodeMirror's editor styles where
// the browser lacks constructable stylesheets (EditorView.cspNonce).
import { setNonce } from 'get-nonce';

function readNonce(): string | undefined {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute once the page has loaded; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export const cspNonce: string | undefined = readNonce();

/** For libraries that ask a global source; call once before the first render. */
export function shareCspNonce(): void {
  if (cspNonce) setNonce(cspNonce);
}
