import { Anchor, AppShell, Button, Center, Group, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { UserMenu } from './user-menu';

// Only screens that exist are linked; later issues add Dashboards, Datasets and SQL as they land.
const NAV_ITEMS = [
  { label: 'Charts', to: '/chart/list/', sections: ['/chart/', '/explore/'] },
  { label: 'Datasets', to: '/tablemodelview/list/', sections: ['/tablemodelview/'] },
  { label: 'Databases', to: '/databaseview/list/', sections: ['/databaseview/'] },
] as const;

export function RouteFallback() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/chart/list/" fw={700} fz="lg" c="tessera.7" underline="never" data-testid="brand">
              Tessera
            </Anchor>
            <Group gap={4} wrap="nowrap" component="nav" aria-label="Main">
              {NAV_ITEMS.map((item) => {
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
            </Group>
          </Group>
          <UserMenu />
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
