import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { DynamicPluginService } from './dynamic-plugin.service';
import { DynamicPluginType } from './dynamic-plugin.types';

@Resolver()
export class DynamicPluginResolver {
  constructor(private readonly plugins: DynamicPluginService) {}

  @Query(() => [DynamicPluginType], { description: 'Registered dynamic chart plugins, by id (can_read on DynamicPlugin).' })
  dynamicPlugins(@Ctx() ctx: RequestContext): Promise<DynamicPluginType[]> {
    return this.plugins.list(ctx);
  }
}
