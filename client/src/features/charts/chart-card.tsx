import type { RowAction } from '../../components/list-view/columns';
import { ListCard } from '../../components/list-view/list-card';
import type { ChartCardFieldsFragment } from '../../gql/graphql';
import { ChartFavoriteStar } from './chart-favorite-star';

/** A chart as a card: in the chart list (with its row actions) and on the home page. */
export function ChartCard<Row extends ChartCardFieldsFragment>({ chart, actions }: { chart: Row; actions?: ReadonlyArray<RowAction<Row>> }) {
  return (
    <ListCard
      row={chart}
      title={chart.sliceName}
      url={chart.url}
      imageUrl={chart.thumbnailUrl}
      changedOn={chart.changedOn}
      owners={chart.owners}
      certifiedBy={chart.certifiedBy}
      certificationDetails={chart.certificationDetails}
      star={<ChartFavoriteStar chart={chart} />}
      tags={chart.tags}
      actions={actions}
      linkTestId="chart-link"
    />
  );
}
