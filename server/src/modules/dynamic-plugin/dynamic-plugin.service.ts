/** The registered dynamic chart plugins (Superset's DynamicPluginsView): readable by anyone holding can_read. */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { DynamicPlugin } from './dynamic-plugin.entity';
import type { DynamicPluginType } from './dynamic-plugin.types';
import { dbFor } from '../../platform/sql';

export class DynamicPluginService {
  constructor(private readonly dataSource: DataSource) {}

  async list(ctx: RequestContext): Promise<DynamicPluginType[]> {
    ctx.require('can_read', 'DynamicPlugin');
    const plugins = await dbFor(ctx, this.dataSource).getRepository(DynamicPlugin).find({ order: { id: 'ASC' } });
    return plugins.map(({ id, name, key, bundleUrl }) => ({ id, name, key, bundleUrl }));
  }
}
