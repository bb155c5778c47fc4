// A module (or anything fetched once) loaded on first ask and shared by every later ask, with the value readable
// at once after it arrived; a failed load is forgotten, so the next ask fetches again.
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The value once it arrived, else null. */
  loaded: () => T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  const once = () =>
    (loading ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(once, { loaded: () => value });
}
