/**
 * Changing charts: create, update (properties, overwrite, swap dataset), delete, bulk delete, and the save
 * modal's one operation (save as / overwrite + add to an existing or new dashboard). Rights are decided here
 * (chart.policy.ts), against the stored chart and its owners; every write is one metadata transaction.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor, withTransaction, type Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import type { EntityRow } from '../../platform/entity-select';
import { accessibleDatasetIds, type DatasetTarget, loadDatasetTarget } from '../dataset';
import { existingUserIds, requireDatasourceAccess } from '../security';
import { changesCustomTags, setCustomTags } from '../tag';
import type { ChartDashboards, ChartDashboardsPort, ChartDependents, DashboardLinkTarget } from './chart-dependents';
import { chartOwnerIds, chartRow, deleteChartRows, insertChart, setChartOwners, updateChartRow, type ChartValues } from './chart-store';
import { DATASET_TYPES, isQueryContextOnly, jsonTextOf, validateCreateChart, validateUpdateChart, type FieldErrors } from './chart-validation';
import { CreateChartInput, SaveChartAction, UpdateChartInput, type SaveChartInput } from './chart.inputs';
import { canAddToDashboard, CHART_MANAGED_EXTERNALLY_MESSAGE, chartDeleteRefusal, chartEditRefusal, type ChartRefusal } from './chart.policy';
import { Chart as ChartEntity } from './chart.entity';
import { toChart } from './chart.service';
import type { Chart, SaveChartPayload } from './chart.types';

const badFields = (fields: FieldErrors) => errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });

/** Superset's DashboardsForbiddenError: a 403 whose text REST clients show (publicMessage). */
const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';
const dashboardsForbidden = () => errors.forbidden(DASHBOARDS_FORBIDDEN, 'DASHBOARD_SECURITY_ACCESS_ERROR', { publicMessage: true });

function refused(refusal: ChartRefusal): TesseraError {
  if (refusal === 'managed-externally') return new TesseraError('GENERIC_COMMAND_ERROR', CHART_MANAGED_EXTERNALLY_MESSAGE, { code: 'UNPROCESSABLE' });
  return refusal === 'ownership' ? errors.forbidden('Changing this chart is forbidden', 'MISSING_OWNERSHIP_ERROR') : errors.forbidden();
}

/** Collects Superset's command validation (several fields at once) into one 422. */
class FieldCollector {
  readonly fields: FieldErrors = {};
  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length) throw errors.invalidFields(this.fields);
  }
}

interface LoadedChart {
  chart: EntityRow<ChartEntity>;
  ownerIds: number[];
  dashboardIds: number[];
}

export class ChartWriteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dashboardsPort: ChartDashboardsPort,
    private readonly dependents: ChartDependents,
  ) {}

  private get dashboards(): ChartDashboards {
    return this.dashboardsPort.get();
  }

  private async reread(db: Queryable, id: number): Promise<Chart> {
    const row = await chartRow(db, id);
    if (!row) throw new Error(`Chart ${id} is gone from its own transaction`);
    return toChart(row);
  }

  /**
   * The chart, locked for the rest of the transaction; 404 when it is missing or not visible to the actor
   * (charts are visible through their dataset, REST ref §8.4). `visible`: accessibleDatasetIds, null for all.
   */
  private async load(db: Queryable, id: number, visible: number[] | null): Promise<LoadedChart> {
    const chart = await chartRow(db, id, true);
    if (!chart) throw errors.notFound();
    const onVisibleDataset = chart.datasourceId != null && DATASET_TYPES.includes(chart.datasourceType ?? '') && visible?.includes(chart.datasourceId);
    if (visible !== null && !onVisibleDataset) throw errors.notFound();
    return { chart, ownerIds: await chartOwnerIds(db, id), dashboardIds: await this.dashboards.dashboardIdsOf(db, id) };
  }

  /** The dataset a chart is (re)pointed at: 422 when it is not a dataset or does not exist, 403 without data access. */
  private async dataset(db: Queryable, actor: Actor, id: number, type: string, v: FieldCollector): Promise<DatasetTarget | null> {
    if (!DATASET_TYPES.includes(type)) {
      v.add('datasource_type', 'Datasource type is invalid');
      return null;
    }
    const target = await loadDatasetTarget(db, id);
    if (!target) {
      v.add('datasource_id', 'Datasource does not exist');
      return null;
    }
    requireDatasourceAccess(actor, target);
    return target;
  }

  /** Owners for a write (REST ref §8.4): none given keeps `current` (on create, the creator alone). */
  private async owners(db: Queryable, actor: Actor, requested: number[] | null | undefined, current: number[] | null, v: FieldCollector): Promise<number[]> {
    if (requested === undefined || requested === null) return current ?? [actor.user.id];
    const unique = [...new Set(requested)];
    if ((await existingUserIds(db, unique)).length !== unique.length) v.add('owners', 'Owners are invalid');
    return actor.isAdmin || unique.includes(actor.user.id) ? unique : [...unique, actor.user.id];
  }

  /** Dashboards to link: all must exist (422); the actor must be able to change those not linked yet (403). */
  private async dashboardsToLink(db: Queryable, actor: Actor, ids: number[], alreadyLinked: number[], v: FieldCollector): Promise<DashboardLinkTarget[]> {
    const unique = [...new Set(ids)];
    const found = await this.dashboards.loadForLink(db, unique);
    if (found.length !== unique.length) v.add('dashboards', 'Dashboards do not exist');
    if (found.some((d) => !alreadyLinked.includes(d.id) && !canAddToDashboard(actor, d.ownerIds))) throw dashboardsForbidden();
    return found;
  }

  /** Superset's validate_tags: changing a chart's custom tags needs can_tag on Chart; resending them does not. */
  private async checkTagChange(db: Queryable, actor: Actor, chartId: number, requested: number[]): Promise<void> {
    if ((await changesCustomTags(db, 'chart', chartId, requested)) && !actor.can('can_tag', 'Chart')) throw errors.forbidden('You do not have permission to manage tags on charts', 'GENERIC_COMMAND_ERROR', { publicMessage: true });
  }

  private values(input: CreateChartInput | UpdateChartInput): ChartValues {
    return {
      sliceName: input.sliceName ?? undefined,
      description: input.description,
      vizType: input.vizType,
      params: jsonTextOf(input.params).text,
      queryContext: jsonTextOf(input.queryContext).text,
      cacheTimeout: input.cacheTimeout,
      certifiedBy: input.certifiedBy,
      certificationDetails: input.certificationDetails,
      isManagedExternally: input.isManagedExternally ?? (input.isManagedExternally === null ? false : undefined),
      externalUrl: input.externalUrl,
      uuid: input.uuid ?? undefined,
    };
  }

  private static datasetValues(target: DatasetTarget): ChartValues {
    return {
      datasourceId: target.datasetId,
      datasourceType: 'table',
      datasourceName: target.name,
      perm: target.perm,
      schemaPerm: target.schemaPerm,
      catalogPerm: target.catalogPerm,
    };
  }

  async create(ctx: RequestContext, input: CreateChartInput): Promise<Chart> {
    const actor = ctx.require('can_write', 'Chart');
    const invalid = validateCreateChart(input);
    if (invalid) throw badFields(invalid);
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      return this.reread(db, await this.createIn(db, actor, input));
    });
  }

  private async createIn(db: Queryable, actor: Actor, input: CreateChartInput): Promise<number> {
    const v = new FieldCollector();
    const target = await this.dataset(db, actor, input.datasourceId, input.datasourceType, v);
    const dashboards = await this.dashboardsToLink(db, actor, input.dashboards ?? [], [], v);
    const ownerIds = await this.owners(db, actor, input.owners, null, v);
    v.throwIfAny();
    const id = await insertChart(db, { ...this.values(input), ...ChartWriteService.datasetValues(target as DatasetTarget) }, actor.user.id);
    await setChartOwners(db, id, ownerIds, []);
    const chart = await this.reread(db, id);
    for (const d of dashboards) await this.dashboards.addChart(db, actor.user.id, d.id, chart);
    return id;
  }

  async update(ctx: RequestContext, id: number, input: UpdateChartInput): Promise<Chart> {
    const actor = ctx.require('can_write', 'Chart');
    const invalid = validateUpdateChart(input);
    if (invalid) throw badFields(invalid);
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      await this.updateIn(db, actor, id, input);
      return this.reread(db, id);
    });
  }

  private async updateIn(db: Queryable, actor: Actor, id: number, input: UpdateChartInput): Promise<LoadedChart> {
    const loaded = await this.load(db, id, await accessibleDatasetIds(db, actor));
    const queryContextOnly = isQueryContextOnly(input);
    const refusal = chartEditRefusal(actor, { ownerIds: loaded.ownerIds, isManagedExternally: !!loaded.chart.isManagedExternally }, queryContextOnly);
    if (refusal) throw refused(refusal);
    const v = new FieldCollector();
    const ownerIds = queryContextOnly ? loaded.ownerIds : await this.owners(db, actor, input.owners, loaded.ownerIds, v);
    // Swapping the dataset needs both halves of the datasource key (UpdateChartCommand's validation, a 422).
    const swapWithoutType = input.datasourceId != null && !input.datasourceType;
    if (swapWithoutType) v.add('datasource_type', 'Datasource type is required when datasource_id is given');
    const target = input.datasourceId != null && !swapWithoutType ? await this.dataset(db, actor, input.datasourceId, input.datasourceType as string, v) : null;
    const dashboards = input.dashboards != null ? await this.dashboardsToLink(db, actor, input.dashboards, loaded.dashboardIds, v) : null;
    v.throwIfAny();
    if (input.tags != null) await this.checkTagChange(db, actor, id, input.tags);

    await updateChartRow(db, id, { ...this.values(input), ...(target ? ChartWriteService.datasetValues(target) : {}) }, actor.user.id, !queryContextOnly);
    if (input.owners != null) await setChartOwners(db, id, ownerIds, loaded.ownerIds);
    if (input.tags != null) await setCustomTags(db, 'chart', id, input.tags, actor.user.id);
    if (dashboards) {
      const chart = await this.reread(db, id);
      const keep = new Set(dashboards.map((d) => d.id));
      for (const dashboardId of loaded.dashboardIds) if (!keep.has(dashboardId)) await this.dashboards.removeChart(db, actor.user.id, dashboardId, id);
      for (const d of dashboards) if (!loaded.dashboardIds.includes(d.id)) await this.dashboards.addChart(db, actor.user.id, d.id, chart);
    }
    return loaded;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.deleteMany(ctx, [id]);
  }

  /** All or nothing: any id missing is 404 for the batch, any not owned 403, any used by a report 422. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    const actor = ctx.require('can_write', 'Chart');
    const unique = [...new Set(ids)];
    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      const visible = await accessibleDatasetIds(db, actor);
      const loaded: LoadedChart[] = [];
      for (const id of unique) loaded.push(await this.load(db, id, visible));
      for (const { ownerIds, chart } of loaded) {
        const refusal = chartDeleteRefusal(actor, { ownerIds, isManagedExternally: !!chart.isManagedExternally });
        if (refusal) throw refused(refusal);
      }
      // What else holds on to the charts (alerts and reports) is known by the modules above this one.
      const refusal = await this.dependents.deleteRefusal(db, unique);
      if (refusal) throw new TesseraError('GENERIC_COMMAND_ERROR', refusal, { code: 'UNPROCESSABLE' });
      for (const { chart, dashboardIds } of loaded) for (const dashboardId of dashboardIds) await this.dashboards.removeChart(db, actor.user.id, dashboardId, chart.id);
      await deleteChartRows(db, unique);
      return loaded.length;
    });
  }

  /**
   * The save modal in one transaction: save as new (can_write on Chart) or overwrite (owners), then add the
   * chart to an existing dashboard or to a new one created by title. The message is the spec's toast text.
   */
  async save(ctx: RequestContext, input: SaveChartInput): Promise<SaveChartPayload> {
    const actor = ctx.require('can_write', 'Chart');
    const newTitle = input.newDashboardTitle?.trim() || null;
    if ((newTitle || input.dashboardId != null) && !actor.can('can_write', 'Dashboard')) throw dashboardsForbidden();
    const fields = { sliceName: input.sliceName, vizType: input.vizType, params: input.params, queryContext: input.queryContext, datasourceId: input.datasourceId, datasourceType: input.datasourceType };
    if (input.action === SaveChartAction.OVERWRITE && input.chartId == null) throw badFields({ chart_id: ['Missing data for required field.'] });
    const invalid = input.action === SaveChartAction.OVERWRITE ? validateUpdateChart(fields) : validateCreateChart(fields);
    if (invalid) throw badFields(invalid);

    return withTransaction(ctx, this.dataSource, async (tx) => {
      const db = dbFor(tx, this.dataSource);
      let chartId: number;
      if (input.action === SaveChartAction.OVERWRITE) {
        chartId = input.chartId as number;
        await this.updateIn(db, actor, chartId, fields);
      } else {
        chartId = await this.createIn(db, actor, Object.assign(new CreateChartInput(), fields));
      }
      let dashboard: DashboardLinkTarget | null = null;
      if (newTitle) {
        dashboard = await this.dashboards.createWithTitle(db, actor, newTitle);
      } else if (input.dashboardId != null) {
        const v = new FieldCollector();
        [dashboard] = await this.dashboardsToLink(db, actor, [input.dashboardId], await this.dashboards.dashboardIdsOf(db, chartId), v);
        v.throwIfAny();
      }
      const chart = await this.reread(db, chartId);
      if (dashboard) await this.dashboards.addChart(db, actor.user.id, dashboard.id, chart);
      const verb = input.action === SaveChartAction.OVERWRITE ? 'overwritten' : 'saved';
      const message = !dashboard
        ? `Chart [${chart.sliceName}] has been ${verb}`
        : newTitle
          ? `Dashboard [${dashboard.title}] just got created and chart [${chart.sliceName}] was added to it.`
          : `Chart [${chart.sliceName}] has been saved or overwritten, and was added to dashboard [${dashboard.title}]`;
      return {
        chart,
        dashboard: dashboard ? { id: dashboard.id, dashboardTitle: dashboard.title, jsonMetadata: null, jsonMetadataText: null } : null,
        dashboardCreated: !!newTitle,
        message,
      };
    });
  }
}
