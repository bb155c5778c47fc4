// The home page (spec 1 §2, Superset's welcome page) at / and /superset/welcome/: Recents (Viewed, from the
// action log; Edited; Created), Dashboards and Charts (Favorite / Mine / Other, as cards) and the person's
// saved queries, five items each (Edited three), in three requests (home.graphql). Each section's "See all"
// opens the list filtered like the tab; an empty tab offers the next step.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Box, Button, Card, Code, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { firstErrorMessage } from '../../app/graphql-errors';
import { useSession } from '../../app/session';
import { addDangerToast } from '../../app/toasts';
import { CARD_WIDTH, ListCardSkeleton } from '../../components/list-view/list-card';
import { humanizeRelative } from '../../components/relative-time';
import { CreateDashboardFromHomeDocument, HomeChartsDocument, HomeDashboardsDocument, HomePageDocument, type HomePageQuery } from '../../gql/graphql';
import { ChartCard } from '../charts/chart-card';
import { DashboardCard } from '../dashboard/dashboard-card';
import { savedQueryLink } from '../saved-queries/saved-query-list-query';
import {
  firstTabWithItems,
  HOME_EDITED_ITEMS,
  HOME_ITEMS,
  OBJECTS_TABS,
  readable,
  recentItems,
  RECENTS_TABS,
  SAVED_QUERIES_LINK,
  seeAllLink,
  type ObjectsTab,
  type RecentItem,
  type RecentsTab,
} from './home-sections';

const GRID = { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_WIDTH - 60}px, 1fr))`, gap: 'var(--mantine-spacing-md)' } as const;

interface SectionProps<T extends string> {
  title: string;
  testId: string;
  tabs: readonly T[];
  tab: T;
  onTab: (tab: T) => void;
  seeAll?: string;
  actions?: ReactNode;
  children: ReactNode;
}

function HomeSection<T extends string>({ title, testId, tabs, tab, onTab, seeAll, actions, children }: SectionProps<T>) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap">
        <Group gap="lg" align="center">
          <Title order={3}>{title}</Title>
          {tabs.length > 0 && (
            <Tabs value={tab} onChange={(value) => value && onTab(value as T)} variant="pills" radius="xl">
              <Tabs.List>
                {tabs.map((name) => (
                  <Tabs.Tab key={name} value={name} data-testid={`${testId}-tab-${name.toLowerCase()}`}>
                    {name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          )}
        </Group>
        <Group gap="sm">
          {actions}
          {seeAll && (
            <Anchor component={Link} to={seeAll} size="sm" fw={600} data-testid={`${testId}-see-all`}>
              See all »
            </Anchor>
          )}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** An empty tab: what is missing and the next step. */
function HomeEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="lg" data-testid="home-empty">
      <Text c="dimmed">{text}</Text>
      {action}
    </Stack>
  );
}

function KindIcon({ kind }: { kind: RecentItem['kind'] }) {
  return kind === 'dashboard' ? (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-label="Dashboard" role="img">
      <rect x="3" y="3" width="8" height="10" rx="1" />
      <rect x="13" y="3" width="8" height="6" rx="1" />
      <rect x="13" y="11" width="8" height="10" rx="1" />
      <rect x="3" y="15" width="8" height="6" rx="1" />
    </svg>
  ) : (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-label="Chart" role="img">
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" />
    </svg>
  );
}

const RECENT_VERB: Record<RecentsTab, string> = { Viewed: 'Viewed', Edited: 'Modified', Created: 'Created' };
const RECENT_EMPTY: Record<RecentsTab, string> = {
  Viewed: 'Recently viewed charts and dashboards will appear here',
  Edited: 'Recently edited charts and dashboards will appear here',
  Created: 'Recently created charts and dashboards will appear here',
};

function AddChartButton() {
  return (
    <Button component={Link} to="/chart/add" size="xs" data-testid="home-add-chart">
      + Chart
    </Button>
  );
}

/** Superset's "+ Dashboard": an empty dashboard, opened in edit mode. */
function AddDashboardButton() {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateDashboardFromHomeDocument);
  const onClick = async () => {
    try {
      const answer = await create();
      if (answer.data) void navigate(`/superset/dashboard/${answer.data.createDashboard.id}/?edit=true`);
    } catch (error) {
      addDangerToast(`An error occurred while creating dashboards: ${firstErrorMessage(error)}`);
    }
  };
  return (
    <Button size="xs" loading={loading} onClick={() => void onClick()} data-testid="home-add-dashboard">
      + Dashboard
    </Button>
  );
}

function Recents({ data }: { data: HomePageQuery }) {
  const [tab, setTab] = useState<RecentsTab>(() => firstTabWithItems(RECENTS_TABS, (t) => recentItems(data, t).length));
  const items = recentItems(data, tab);
  return (
    <HomeSection title="Recents" testId="home-recents" tabs={RECENTS_TABS} tab={tab} onTab={setTab}>
      {items.length === 0 ? (
        <HomeEmpty text={RECENT_EMPTY[tab]} action={<AddChartButton />} />
      ) : (
        <Box style={GRID}>
          {items.map((item) => (
            <Card key={item.key} withBorder radius="md" padding="sm" data-testid="home-recent-item" data-kind={item.kind}>
              <Group gap="sm" wrap="nowrap">
                <Box c="dimmed" style={{ display: 'inline-flex' }}>
                  <KindIcon kind={item.kind} />
                </Box>
                <Stack gap={2} miw={0}>
                  <Anchor component={Link} to={item.url} fw={600} truncate="end">
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {RECENT_VERB[tab]} {humanizeRelative(item.time)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}

type Lists<Item> = Record<ObjectsTab, { items: readonly Item[] } | null>;

interface ObjectsSectionProps<Item> {
  kind: 'dashboard' | 'chart';
  title: string;
  lists: Lists<Item>;
  me: number;
  card: (item: Item) => ReactNode;
  itemKey: (item: Item) => number;
  addButton: ReactNode;
}

function ObjectsSection<Item>({ kind, title, lists, me, card, itemKey, addButton }: ObjectsSectionProps<Item>) {
  const [tab, setTab] = useState<ObjectsTab>(() => firstTabWithItems(OBJECTS_TABS, (t) => readable(lists[t]).length));
  const items = readable(lists[tab]).slice(0, HOME_ITEMS);
  const plural = `${kind}s`;
  const empty =
    tab === 'Favorite' ? (
      <HomeEmpty
        text={`You don't have any favorite ${plural} yet!`}
        action={
          <Button component={Link} to={seeAllLink(kind, 'Other', me)} size="xs" variant="default">
            See all {plural}
          </Button>
        }
      />
    ) : (
      <HomeEmpty text={tab === 'Mine' ? `You don't own any ${plural} yet` : `No ${plural} yet`} action={addButton} />
    );
  return (
    <HomeSection title={title} testId={`home-${plural}`} tabs={OBJECTS_TABS} tab={tab} onTab={setTab} seeAll={seeAllLink(kind, tab, me)} actions={addButton}>
      {items.length === 0 ? (
        empty
      ) : (
        <Box style={GRID}>
          {items.map((item) => (
            <Box key={itemKey(item)} data-testid={`home-${kind}-card`}>
              {card(item)}
            </Box>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}

function SavedQueries({ data }: { data: HomePageQuery }) {
  const items = readable(data.savedQueries).slice(0, HOME_ITEMS);
  const add = (
    <Button component={Link} to="/sqllab/" size="xs" data-testid="home-add-query">
      + SQL query
    </Button>
  );
  return (
    <HomeSection title="Saved queries" testId="home-saved-queries" tabs={['Mine'] as const} tab="Mine" onTab={() => undefined} seeAll={SAVED_QUERIES_LINK} actions={add}>
      {items.length === 0 ? (
        <HomeEmpty text="You don't have any saved queries yet" action={add} />
      ) : (
        <Box style={GRID}>
          {items.map((query) => (
            <Card key={query.id} withBorder radius="md" padding="sm" data-testid="home-saved-query">
              <Stack gap={6}>
                <Anchor component={Link} to={savedQueryLink('', query.id)} fw={600} truncate="end">
                  {query.label || 'Untitled query'}
                </Anchor>
                <Code block style={{ maxHeight: 66, overflow: 'hidden', fontSize: 11 }}>
                  {query.sql ?? ''}
                </Code>
                <Text size="xs" c="dimmed">
                  {query.database?.databaseName ? `${query.database.databaseName} · ` : ''}Modified {humanizeRelative(query.changedOn)}
                </Text>
              </Stack>
            </Card>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}

function SectionsSkeleton({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <Paper key={name} withBorder radius="md" p="md" data-testid="home-loading">
      <Skeleton h={22} w={160} mb="md" />
      <Box style={GRID}>
        {Array.from({ length: HOME_ITEMS }, (_, index) => (
          <ListCardSkeleton key={index} />
        ))}
      </Box>
    </Paper>
  ));
}

function ErrorAlert({ error }: { error: { message: string } | undefined }) {
  return (
    <Alert color="red" title="Sorry, an error occurred">
      {error?.message ?? 'Unknown error'}
    </Alert>
  );
}

const SECTION_QUERY = { fetchPolicy: 'cache-and-network', errorPolicy: 'all' } as const;

function DashboardsSection({ me, canAdd }: { me: number; canAdd: boolean }) {
  const { data, loading, error } = useQuery(HomeDashboardsDocument, { variables: { me, items: HOME_ITEMS }, ...SECTION_QUERY });
  if (!data) return loading ? <SectionsSkeleton names={['Dashboards']} /> : <ErrorAlert error={error} />;
  return (
    <ObjectsSection
      kind="dashboard"
      title="Dashboards"
      me={me}
      lists={{ Favorite: data.favoriteDashboards, Mine: data.myDashboards, Other: data.otherDashboards }}
      card={(dashboard) => <DashboardCard dashboard={dashboard} />}
      itemKey={(dashboard) => dashboard.id}
      addButton={canAdd ? <AddDashboardButton /> : null}
    />
  );
}

function ChartsSection({ me, canAdd }: { me: number; canAdd: boolean }) {
  const { data, loading, error } = useQuery(HomeChartsDocument, { variables: { me, items: HOME_ITEMS }, ...SECTION_QUERY });
  if (!data) return loading ? <SectionsSkeleton names={['Charts']} /> : <ErrorAlert error={error} />;
  return (
    <ObjectsSection
      kind="chart"
      title="Charts"
      me={me}
      lists={{ Favorite: data.favoriteCharts, Mine: data.myCharts, Other: data.otherCharts }}
      card={(chart) => <ChartCard chart={chart} />}
      itemKey={(chart) => chart.id}
      addButton={canAdd ? <AddChartButton /> : null}
    />
  );
}

export default function HomePage() {
  const { me } = useSession();
  const userId = me?.id ?? 0;
  // errorPolicy 'all': one section the person may not read (no saved queries, say) must not empty the others.
  const { data, loading, error } = useQuery(HomePageDocument, { variables: { me: userId, items: HOME_ITEMS, edited: HOME_EDITED_ITEMS }, ...SECTION_QUERY });
  const canAddDashboard = (data?.dashboardPermissions as string[] | null | undefined)?.includes('can_write') ?? false;
  const canAddChart = (data?.chartPermissions as string[] | null | undefined)?.includes('can_write') ?? false;
  return (
    <Stack gap="md" data-testid="home-page">
      {data ? <Recents data={data} /> : loading ? <SectionsSkeleton names={['Recents']} /> : <ErrorAlert error={error} />}
      <DashboardsSection me={userId} canAdd={canAddDashboard} />
      <ChartsSection me={userId} canAdd={canAddChart} />
      {data && <SavedQueries data={data} />}
    </Stack>
  );
}
