import { dashboardIdOrSlug } from './dashboard-prefetch';

test.each([
  ['/dashboard/12/', '12'],
  ['/dashboard/events/', 'events'],
  ['/dashboard/events', 'events'],
  ['/superset/dashboard/births/', 'births'],
  ['/dashboard/my%20board/', 'my board'],
])('%s names the dashboard %s', (pathname, expected) => {
  expect(dashboardIdOrSlug(pathname)).toBe(expected);
});

test.each(['/dashboard/list/', '/superset/dashboard/p/abc/', '/dashboard/', '/explore/', '/dashboard/%E0%A4%A/'])('%s names no dashboard', (pathname) => {
  expect(dashboardIdOrSlug(pathname)).toBeNull();
});
