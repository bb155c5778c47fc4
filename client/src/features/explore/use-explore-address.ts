// Keeps the address in step with the chart being built without reloading the screen: the saved chart's address
// while the controls match it, else a permalink of the form data (created once per distinct state), so a
// reload or a copied address returns to it. The same permalinks serve Share > Copy permalink and Embed code.
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { CreateExplorePermalinkDocument } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import type { QueryFormData } from '../../viz/shared/form-data';
import { exploreStateUrl, permalinkUrl } from './explore-url';
import { needsPermalink } from './explore-model';

function replaceAddress(path: string): void {
  const current = `${window.location.pathname}${window.location.search}`;
  // The router's own history state is kept, so back and forward still work through it.
  if (current !== path) window.history.replaceState(window.history.state, '', path);
}

export function useExploreAddress() {
  const [createPermalink] = useMutation(CreateExplorePermalinkDocument);
  const keys = useRef(new Map<string, string>());

  /** The permalink key of this form data (cached per distinct form data). */
  const permalinkKey = useCallback(
    async (formData: QueryFormData): Promise<string> => {
      const id = JSON.stringify(formData);
      const known = keys.current.get(id);
      if (known) return known;
      const result = await createPermalink({ variables: { formData } });
      const key = result.data?.createExplorePermalink.key;
      if (!key) throw new Error('The permalink could not be created.');
      keys.current.set(id, key);
      return key;
    },
    [createPermalink],
  );

  /** Rewrites the address for the chart on screen; a failure only leaves the previous address. */
  const syncAddress = useCallback(
    async (formData: QueryFormData, savedFormData: QueryFormData | null, sliceId: number | null) => {
      if (sliceId !== null && !needsPermalink(formData, savedFormData)) {
        replaceAddress(exploreStateUrl({ sliceId }));
        return;
      }
      try {
        replaceAddress(exploreStateUrl({ permalinkKey: await permalinkKey(formData) }));
      } catch {
        // The chart still works; only reload would return to the previous state.
      }
    },
    [permalinkKey],
  );

  /** The absolute permalink address for sharing, or the error text to show. */
  const shareUrl = useCallback(
    async (formData: QueryFormData): Promise<{ url: string } | { error: string }> => {
      try {
        return { url: permalinkUrl(window.location.origin, await permalinkKey(formData)) };
      } catch (error) {
        return { error: updateFailureMessage(responseErrorsOf(error)) };
      }
    },
    [permalinkKey],
  );

  return useMemo(() => ({ syncAddress, shareUrl }), [syncAddress, shareUrl]);
}
