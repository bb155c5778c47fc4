import { useState } from 'react';
import { firstErrorMessage } from '../app/graphql-errors';
import { addDangerToast, addSuccessToast } from '../app/toasts';

/** A delete a person confirms first: what is asked about, whether the question is open, and the answers. */
export interface DeleteWithConfirm<T> {
  /** What the question is (or last was) about; kept while the dialog closes, so its text does not vanish. */
  target: T | null;
  opened: boolean;
  /** The delete is running. */
  busy: boolean;
  ask: (target: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

export interface DeleteWithConfirmOptions<T, R> {
  remove: (target: T) => Promise<R>;
  /** How the messages name the target: 'Deleted: %s', 'There was an issue deleting %s: %s'. */
  subject: (target: T) => string;
  /** The success toast, when it is not 'Deleted: <subject>' (e.g. a count of a bulk delete). */
  deletedMessage?: (target: T, result: R) => string;
  /** After a delete: refetch the list, clear a selection. A failure here is reported like a failed delete. */
  onDeleted?: () => Promise<unknown> | void;
}

/** Ask, then delete: toasts the outcome, closes the dialog on success and keeps it open on failure. */
export function useDeleteWithConfirm<T, R = unknown>(options: DeleteWithConfirmOptions<T, R>): DeleteWithConfirm<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!opened || target === null) return;
    const { remove, subject, deletedMessage, onDeleted } = options;
    try {
      setBusy(true);
      const result = await remove(target).finally(() => setBusy(false));
      addSuccessToast(deletedMessage ? deletedMessage(target, result) : `Deleted: ${subject(target)}`);
      setOpened(false);
      await onDeleted?.();
    } catch (err) {
      addDangerToast(`There was an issue deleting ${subject(target)}: ${firstErrorMessage(err)}`);
    }
  };

  return {
    target,
    opened,
    busy,
    ask: (next) => {
      setTarget(next);
      setOpened(true);
    },
    cancel: () => setOpened(false),
    confirm,
  };
}

interface BulkDeleteOptions<R> {
  remove: (ids: number[]) => Promise<R>;
  /** How the messages name one and several: ['chart', 'charts']. */
  noun: readonly [string, string];
  /** How many the server deleted, when its answer says. */
  deleted: (result: R) => number | undefined;
  /** After a delete: clear the selection, refetch the list. */
  onDeleted: () => Promise<unknown> | void;
}

/** A list's bulk delete of the selected rows, asked first: 'Deleted 3 charts'. */
export function useBulkDeleteWithConfirm<R>({ remove, noun, deleted, onDeleted }: BulkDeleteOptions<R>): DeleteWithConfirm<number[]> {
  return useDeleteWithConfirm({
    remove,
    subject: () => `the selected ${noun[1]}`,
    deletedMessage: (ids, result) => {
      const count = deleted(result) ?? ids.length;
      return `Deleted ${count} ${count === 1 ? noun[0] : noun[1]}`;
    },
    onDeleted,
  });
}
