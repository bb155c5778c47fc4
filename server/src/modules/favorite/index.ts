/** Stars on charts and dashboards: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { TagDependents, TagService } from '../tag';
import { deleteFavorites } from './favorite-links';
import { Favorite, FAVORITE_CLASS_NAMES } from './favorite.entity';
import { FavoriteResolver } from './favorite.resolver';
import { FavoriteObjectType } from './favorite.types';
import { FavoriteService, FavoriteTargets } from './favorite.service';

export { deleteFavorites, favoritePredicate } from './favorite-links';
export { Favorite, FAVORITE_CLASS_NAMES } from './favorite.entity';
export { FavoriteService, FavoriteTargets } from './favorite.service';
export { FavoriteObjectType } from './favorite.types';

export const favoriteModule: TesseraModule = {
  name: 'favorite',
  entities: [Favorite],
  resolvers: [FavoriteResolver],
  register(services) {
    // Charts and dashboards (above this module) provide their visibility checks.
    const targets = services.provide(FavoriteTargets, new FavoriteTargets());
    const favorites = services.provide(FavoriteService, new FavoriteService(services.platform.dataSource, targets));
    services.provide(FavoriteResolver, new FavoriteResolver(favorites));
    // Tags sit below this module: their stars' visibility is the tag service's.
    const tags = services.get(TagService);
    targets.provide(FavoriteObjectType.TAG, (ctx, ids) => tags.visibleIds(ctx, ids));
    // A deleted tag's stars go with it, in the tag delete's transaction.
    services.get(TagDependents).add({ deleting: (db, ids) => deleteFavorites(db, FAVORITE_CLASS_NAMES.tag, ids) });
  },
};
