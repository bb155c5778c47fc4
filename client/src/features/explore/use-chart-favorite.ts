// The star toggle of a saved chart, with the spec's toasts (spec 1 §8).
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { responseErrorsOf } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { AddChartFavoriteDocument, RemoveChartFavoriteDocument } from '../../gql/graphql';

export const STAR_FAILED_TEXT = 'An error occurred while starring this chart';

export function favoriteErrorText(error: unknown): string {
  const message = responseErrorsOf(error).find((item) => item.message)?.message ?? (error instanceof Error ? error.message : '');
  return message ? `There was an error saving the favorite status: ${message}` : STAR_FAILED_TEXT;
}

/** starred is null when there is no saved chart to star. */
export function useChartFavorite(chartId: number | null, initial: boolean) {
  const [starred, setStarred] = useState<{ chartId: number | null; value: boolean }>({ chartId, value: initial });
  const [add] = useMutation(AddChartFavoriteDocument);
  const [remove] = useMutation(RemoveChartFavoriteDocument);
  const value = starred.chartId === chartId ? starred.value : false;

  const toggle = useCallback(async () => {
    if (chartId === null) return;
    const next = !value;
    setStarred({ chartId, value: next });
    try {
      const answered = next
        ? (await add({ variables: { id: chartId } })).data?.addFavorite
        : (await remove({ variables: { id: chartId } })).data?.removeFavorite;
      if (answered) setStarred({ chartId, value: answered.value });
    } catch (error) {
      setStarred({ chartId, value: !next });
      addDangerToast(favoriteErrorText(error));
    }
  }, [add, remove, chartId, value]);

  return { starred: chartId === null ? null : value, toggle, reset: (id: number | null, flag: boolean) => setStarred({ chartId: id, value: flag }) };
}
