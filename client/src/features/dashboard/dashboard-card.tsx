import type { RowAction } from '../../components/list-view/columns';
import { ListCard } from '../../components/list-view/list-card';
import type { DashboardCardFieldsFragment } from '../../gql/graphql';
import { DashboardFavoriteStar } from './dashboard-favorite-star';

/** A dashboard as a card: in the dashboard list (with its row actions) and on the home page. */
export function DashboardCard<Row extends DashboardCardFieldsFragment>({ dashboard, actions }: { dashboard: Row; actions?: ReadonlyArray<RowAction<Row>> }) {
  return (
    <ListCard
      row={dashboard}
      title={dashboard.dashboardTitle}
      url={dashboard.url}
      imageUrl={dashboard.thumbnailUrl}
      changedOn={dashboard.changedOn}
      owners={dashboard.owners}
      certifiedBy={dashboard.certifiedBy}
      certificationDetails={dashboard.certificationDetails}
      star={<DashboardFavoriteStar dashboard={dashboard} />}
      tags={dashboard.tags}
      actions={actions}
      linkTestId="dashboard-link"
    />
  );
}
