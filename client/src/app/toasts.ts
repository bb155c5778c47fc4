// Toast notifications with the spec's durations (section 9).
import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = { info: 4000, success: 4000, warning: 6000, danger: 8000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;

const TOAST_COLOR: Record<ToastKind, string> = { info: 'blue', success: 'teal', warning: 'yellow', danger: 'red' };

export function showToast(kind: ToastKind, message: string): void {
  notifications.show({
    message,
    color: TOAST_COLOR[kind],
    autoClose: TOAST_DURATION_MS[kind],
    withBorder: true,
    'data-testid': `toast-${kind}`,
  });
}

export const addInfoToast = (message: string) => showToast('info', message);
export const addSuccessToast = (message: string) => showToast('success', message);
export const addWarningToast = (message: string) => showToast('warning', message);
export const addDangerToast = (message: string) => showToast('danger', message);

/** A toast with a spinner that stays until the returned function closes it (a file being made). */
export function showProgressToast(message: string): () => void {
  const id = notifications.show({ message, loading: true, autoClose: false, withCloseButton: false, withBorder: true, 'data-testid': 'toast-progress' });
  return () => notifications.hide(id);
}
