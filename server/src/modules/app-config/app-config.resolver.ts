/**
 * The configured limits and flags the client shapes its controls with (Superset sends these in its
 * bootstrap data): the row-limit dropdowns' maximum, SQL Lab's default limit and display cap, and whether
 * SQL Lab keeps tabs on the server. The server enforces every one of them itself; this only informs.
 */
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { DEFAULT_SQLLAB_LIMIT, DISPLAY_MAX_ROW } from '../sqllab';

@ObjectType()
export class AppConfig {
  @Field(() => Int, { description: 'SQL_MAX_ROW: the most rows any query may ask for.' }) sqlMaxRow: number;
  @Field(() => Int, { description: 'ROW_LIMIT: the default row limit of charts.' }) rowLimit: number;
  @Field(() => Int, { description: 'SAMPLES_ROW_LIMIT: rows of a dataset sample.' }) samplesRowLimit: number;
  @Field(() => Int, { description: "DEFAULT_SQLLAB_LIMIT: SQL Lab's row limit when none is chosen." }) defaultSqlLabLimit: number;
  @Field(() => Int, { description: 'DISPLAY_MAX_ROW: the most rows a SQL Lab answer shows.' }) displayMaxRow: number;
  @Field(() => Int, { description: 'SQLLAB_TIMEOUT in seconds (synchronous runs).' }) sqlLabTimeoutSec: number;
  @Field(() => Boolean, { description: 'SQLLAB_BACKEND_PERSISTENCE: SQL Lab tabs are kept on the server.' }) sqlLabBackendPersistence: boolean;
  @Field(() => Boolean, { description: 'ENABLE_TEMPLATE_PROCESSING: Jinja-style templates in SQL are rendered.' }) enableTemplateProcessing: boolean;
  @Field(() => Boolean, { description: 'DASHBOARD_RBAC: dashboards are shared with roles (the properties modal edits them).' }) dashboardRbac: boolean;
  @Field(() => Boolean, { description: 'TAGGING_SYSTEM: tags are shown and can be set (tag chips, bulk tagging, the tag pages).' }) taggingSystem: boolean;
}

export type AppConfigSource = Pick<Config, 'sqlMaxRow' | 'rowLimit' | 'samplesRowLimit' | 'sqllabTimeoutSec' | 'featureFlags'>;

export function appConfigOf(config: AppConfigSource): AppConfig {
  return {
    sqlMaxRow: config.sqlMaxRow,
    rowLimit: config.rowLimit,
    samplesRowLimit: config.samplesRowLimit,
    defaultSqlLabLimit: Math.min(DEFAULT_SQLLAB_LIMIT, config.sqlMaxRow),
    displayMaxRow: DISPLAY_MAX_ROW,
    sqlLabTimeoutSec: config.sqllabTimeoutSec,
    sqlLabBackendPersistence: config.featureFlags.SQLLAB_BACKEND_PERSISTENCE,
    enableTemplateProcessing: config.featureFlags.ENABLE_TEMPLATE_PROCESSING,
    dashboardRbac: config.featureFlags.DASHBOARD_RBAC,
    taggingSystem: config.featureFlags.TAGGING_SYSTEM,
  };
}

@Resolver()
export class AppConfigResolver {
  constructor(private readonly config: AppConfigSource) {}

  @Query(() => AppConfig, { description: 'Limits and flags the client shapes its controls with (signed-in users).' })
  appConfig(@Ctx() ctx: RequestContext): AppConfig {
    ctx.requireActor();
    return appConfigOf(this.config);
  }
}
