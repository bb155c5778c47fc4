// The ⋯ menu's Share: a permalink of the dashboard as shown (applied filters and cross-filters, selected tabs,
// anchor and the address's other parameters), copied to the clipboard ('Copied to clipboard!') or put in an
// e-mail (a mailto: link, as Superset's "Share permalink by email"). A chart's menu shares the same permalink
// anchored at the chart, which the dashboard scrolls to when the permalink is opened.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { firstErrorMessage } from '../../app/graphql-errors';
import { addDangerToast } from '../../app/toasts';
import { copyToClipboard } from '../../components/clipboard';
import { CreateDashboardPermalinkDocument } from '../../gql/graphql';
import { permalinkMailto } from './dashboard-url';
import type { DataMaskMap } from './native-filters/data-mask';

export interface PermalinkState {
  dataMask: DataMaskMap;
  activeTabs: string[];
  anchor: string | null;
  /** The address's parameters but native_filters_key (the data mask travels in the permalink itself). */
  urlParams: Array<[string, string]>;
}

/** Opens a link the way a click on it does (the mail client for mailto:), leaving the page where it is. */
function followLink(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export function useDashboardPermalink(dashboardId: number, dashboardTitle: string, state: PermalinkState) {
  const client = useApolloClient();
  const create = useCallback(async (anchor: string | undefined): Promise<string | null> => {
    try {
      const variables = { id: dashboardId, state: anchor === undefined ? state : { ...state, anchor } };
      const { data } = await client.mutate({ mutation: CreateDashboardPermalinkDocument, variables });
      return data ? new URL(data.createDashboardPermalink.url, window.location.origin).toString() : null;
    } catch (error) {
      addDangerToast(`Sorry, something went wrong. Try again later. ${firstErrorMessage(error)}`);
      return null;
    }
  }, [client, dashboardId, state]);

  /** The dashboard's permalink, or with `chart` the permalink anchored at that chart's layout component. */
  const copy = useCallback(
    async (chart?: { componentId: string }) => {
      const url = await create(chart?.componentId);
      if (url) await copyToClipboard(url);
    },
    [create],
  );
  const email = useCallback(
    async (chart?: { componentId: string; title: string }) => {
      const url = await create(chart?.componentId);
      if (url) followLink(chart ? permalinkMailto(chart.title, url, 'chart') : permalinkMailto(dashboardTitle, url));
    },
    [create, dashboardTitle],
  );
  return { copy, email };
}
