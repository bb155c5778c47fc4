import { FavoriteStarButton } from '../../components/favorite-star-button';
import { useChartFavorite } from '../explore/use-chart-favorite';

/** A saved chart's star in a list, a card or the home page. */
export function ChartFavoriteStar({ chart }: { chart: { id: number; isFavorite: boolean } }) {
  const { starred, toggle } = useChartFavorite(chart.id, chart.isFavorite);
  return <FavoriteStarButton starred={starred ?? false} onToggle={() => void toggle()} />;
}
