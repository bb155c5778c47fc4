import { FavoriteStarButton } from '../../components/favorite-star-button';
import { useDashboardFavorite } from './use-dashboard-favorite';

/** A dashboard's star in a list, a card or the home page. */
export function DashboardFavoriteStar({ dashboard }: { dashboard: { id: number; isFavorite: boolean } }) {
  const { starred, toggle } = useDashboardFavorite(dashboard.id, dashboard.isFavorite);
  return <FavoriteStarButton starred={starred} onToggle={() => void toggle()} />;
}
