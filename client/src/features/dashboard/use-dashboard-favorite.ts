// A dashboard's favourite star, shared by the header and the list: set at once, put back with the spec's
// toast when the server refuses.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { addDangerToast } from '../../app/toasts';
import { AddDashboardFavoriteDocument, RemoveDashboardFavoriteDocument } from '../../gql/graphql';

export const FAVORITE_FAILED_TEXT = 'There was an issue favoriting this dashboard.';

export function useDashboardFavorite(id: number, initial: boolean): { starred: boolean; toggle: () => Promise<void> } {
  const [starred, setStarred] = useState(initial);
  const [add] = useMutation(AddDashboardFavoriteDocument);
  const [remove] = useMutation(RemoveDashboardFavoriteDocument);
  const toggle = async () => {
    const next = !starred;
    setStarred(next);
    try {
      const answer = next ? (await add({ variables: { id } })).data?.addFavorite : (await remove({ variables: { id } })).data?.removeFavorite;
      if (answer) setStarred(answer.value);
    } catch {
      setStarred(!next);
      addDangerToast(FAVORITE_FAILED_TEXT);
    }
  };
  return { starred, toggle };
}
