import { Anchor, AppShell, Button, Center, Group, Loader, Menu } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAppConfig } from './app-config';
import { LOG_EVENTS, logEvent } from './event-logger';
import { UserMenu } from './user-menu';

// Only screens that exist are linked.
const NAV_ITEMS = [
  { label: 'Dashboards', to: '/dashboard/list/', sections: ['/dashboard/', '/superset/dashboard/'] },
  { label: 'Charts', to: '/chart/list/', sections: ['/chart/', '/explore/'] },
  { label: 'Datasets', to: '/tablemodelview/list/', sections: ['/tablemodelview/', '/dataset/'] },
  { label: 'Databases', to: '/databaseview/list/', sections: ['/databaseview/'] },
  // Superset's Tags entry, shown with TAGGING_SYSTEM on.
  { label: 'Tags', to: '/tag/list/', sections: ['/tag/', '/superset/tags/', '/all_entities/'] },
] as const;

/** The "SQL" menu, as Superset groups SQL Lab's screens. */
const SQL_MENU = [
  { label: 'SQL Lab', to: '/sqllab/' },
  { label: 'Saved queries', to: '/savedqueryview/list/' },
  { label: 'Query history', to: '/sqllab/history/' },
] as const;

/** Superset's "Settings" menu, its Manage section: the screens that exist. */
const MANAGE_MENU = [
  { label: 'Annotation Layers', to: '/annotationlayer/list/' },
  { label: 'CSS Templates', to: '/csstemplatemodal/list/' },
] as const;

/** A header menu of screens, highlighted while one of them is open. */
function NavMenu({ label, section, items, pathname, testId, position = 'bottom-start' }: {
  label: string;
  /** A heading over the items (Settings' "Manage"). */
  section?: string;
  items: ReadonlyArray<{ label: string; to: string }>;
  pathname: string;
  testId: string;
  position?: 'bottom-start' | 'bottom-end';
}) {
  const active = items.some((item) => pathname.startsWith(item.to));
  return (
    <Menu position={position} withinPortal>
      <Menu.Target>
        <Button variant={active ? 'light' : 'subtle'} color={active ? 'tessera' : 'gray'} size="compact-md" data-testid={testId}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {section && <Menu.Label>{section}</Menu.Label>}
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function RouteFallback() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const { taggingSystem } = useAppConfig();
  // Every screen the person opens (Superset's spa_navigation), from the one place all routes render in.
  useEffect(() => logEvent(LOG_EVENTS.spaNavigation, { path: pathname }), [pathname]);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} fz="lg" c="tessera.7" underline="never" data-testid="brand">
              Tessera
            </Anchor>
            <Group gap={4} wrap="nowrap" component="nav" aria-label="Main">
              {NAV_ITEMS.filter((item) => item.label !== 'Tags' || taggingSystem).map((item) => {
                const active = item.sections.some((section) => pathname.startsWith(section));
                return (
                  <Button
                    key={item.to}
                    component={Link}
                    to={item.to}
                    variant={active ? 'light' : 'subtle'}
                    color={active ? 'tessera' : 'gray'}
                    size="compact-md"
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Button>
                );
              })}
              <NavMenu label="SQL" items={SQL_MENU} pathname={pathname} testId="nav-sql" />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NavMenu label="Settings" section="Manage" items={MANAGE_MENU} pathname={pathname} testId="nav-settings" position="bottom-end" />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
