import type { Prefetch } from '../../app/prefetch';
import { DashboardPageDocument } from '../../gql/graphql';
import { prefetchDashboard } from './dashboard-prefetch';

jest.mock('../../viz/registry', () => ({ getViz: () => undefined }));

function recording(): { prefetch: Prefetch; calls: Array<[unknown, unknown]> } {
  const calls: Array<[unknown, unknown]> = [];
  const prefetch = ((query: unknown, variables: unknown) => {
    calls.push([query, variables]);
    return Promise.resolve(null);
  }) as Prefetch;
  return { prefetch, calls };
}

test("asks for the page's query of the dashboard the route matched", () => {
  const { prefetch, calls } = recording();
  prefetchDashboard(prefetch, { pathname: '/dashboard/my%20board/' }, { idOrSlug: 'my board' });
  expect(calls).toEqual([[DashboardPageDocument, { idOrSlug: 'my board' }]]);
});

test('asks for nothing without a dashboard in the route', () => {
  const { prefetch, calls } = recording();
  prefetchDashboard(prefetch, { pathname: '/dashboard/' }, {});
  expect(calls).toEqual([]);
});
