// Copying text (share links, results, SELECT *), with the spec's toasts (spec 1 §8): 'Copied to clipboard!'
// or the no-clipboard fallback text when the browser refuses both ways of copying.
import { addDangerToast, addSuccessToast } from '../app/toasts';

export const COPIED_TEXT = 'Copied to clipboard!';
export const NO_CLIPBOARD_TEXT = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

// The old way, for pages without the async Clipboard API (plain http on another host than localhost).
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
}

export async function copyToClipboard(text: string, successText = COPIED_TEXT): Promise<boolean> {
  let copied = false;
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
  }
  if (!copied) copied = copyWithSelection(text);
  if (copied) addSuccessToast(successText);
  else addDangerToast(NO_CLIPBOARD_TEXT);
  return copied;
}
