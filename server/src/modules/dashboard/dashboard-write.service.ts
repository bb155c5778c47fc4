/**
 * Changing dashboards: create, update (properties, layout, metadata, owners, roles, tags), publish, delete
 * and bulk delete, copy, native filters and colours, and restoring a kept version. Each write is one
 * metadata transaction that locks the dashboard row, decides rights against the stored dashboard
 * (dashboard.policy.ts), keeps the layout and the dashboard's chart set (dashboard_slices) in step, and
 * records the version it leaves (dashboard-versions.ts).
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { isJsonObject, parseJsonObjectText, type JsonObject } from '../../platform/json-text';
import { withTransaction } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { chartRefs, cloneCharts } from '../chart';
import { accessibleDatasetIds } from '../dataset';
import { deleteFavorites, FAVORITE_CLASS_NAMES } from '../favorite';
import { existingRoleIds, existingUserIds } from '../security';
import { changesCustomTags, deleteTagLinks, setCustomTags } from '../tag';
import { themesByIds } from '../theme';
import type { DashboardDependents } from './dashboard-dependents';
import { dashboardPolicyTarget } from './dashboard-access';
import { prepareDashboardWrite, readMetadataInput, type FieldErrors, type LayoutWrite, type PreparedDashboardWrite } from './dashboard-input';
import { applyColors, applyNativeFilterChanges, crossFilterSettingsProblems, metadataForSave, nativeFilterProblems, toNativeFilter, type NativeFilterView } from './dashboard-metadata';
import { checkTargetDatasets, refusedTargetDatasets, refusedTargetsMessage } from './dashboard-filter-targets';
import { checkLayout, compactLayoutText, layoutChartIds, remapChartIds, withChartUuids } from './dashboard-position';
import { removeChart } from './dashboard-layout';
import { dashboardChartIds, syncDashboardCharts } from './dashboard-slices';
import { DashboardVersion } from './dashboard-version.entity';
import type { SummaryNote } from './dashboard-version-summary';
import { recordDashboardVersion } from './dashboard-versions';
import type { DashboardQueryService } from './dashboard-query.service';
import { Dashboard as DashboardEntity } from './dashboard.entity';
import type { CopyDashboardInput, CreateDashboardInput, DashboardColorsInput, DashboardCrossFilterSettingsInput, DashboardFiltersInput, RestoreDashboardVersionInput, UpdateDashboardInput } from './dashboard.inputs';
import {
  canCopyDashboard,
  DASHBOARD_EDIT_REFUSED,
  DASHBOARD_MANAGED_EXTERNALLY,
  dashboardDeleteRefusal,
  dashboardEditRefusal,
  type DashboardPolicyOptions,
  type DashboardRefusal,
} from './dashboard.policy';
import type { Dashboard } from './dashboard.types';
import { toDashboard } from './dashboard-query.service';

const badFields = (fields: FieldErrors) => errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });

function refused(refusal: DashboardRefusal): TesseraError {
  if (refusal === 'managed-externally') return new TesseraError('GENERIC_COMMAND_ERROR', DASHBOARD_MANAGED_EXTERNALLY, { code: 'UNPROCESSABLE' });
  return errors.forbidden(DASHBOARD_EDIT_REFUSED, refusal === 'ownership' ? 'MISSING_OWNERSHIP_ERROR' : 'DASHBOARD_SECURITY_ACCESS_ERROR');
}

export const DASHBOARD_CHANGED_SINCE = 'This dashboard was changed since you loaded it.';

/**
 * The overwrite check is made here, on the row locked for the write, rather than as Superset's client does
 * (fetch, compare last_modified_time, then PUT): between a client's check and its PUT another save can land,
 * and last_modified_time counts whole seconds. changed_on is compared to the millisecond, as the client read it.
 * The refusal carries the stored state so the editor can show what changed before overwriting.
 */
function changedSince(dashboard: DashboardEntity): TesseraError {
  const current = toDashboard(dashboard);
  return new TesseraError('GENERIC_COMMAND_ERROR', DASHBOARD_CHANGED_SINCE, {
    code: 'CONFLICT',
    extra: {
      current: {
        dashboardTitle: current.dashboardTitle,
        position: dashboard.positionJson ? parseJsonObjectText(dashboard.positionJson) : null,
        changedOn: current.changedOn.toISOString(),
        lastModifiedTime: current.lastModifiedTime,
      },
    },
  });
}

/** A unique-slug race lost to a concurrent write reads as the validation Superset answers. */
function isSlugConflict(err: unknown): boolean {
  const e = err as { code?: string; detail?: string; driverError?: { code?: string; detail?: string } };
  const code = e.code ?? e.driverError?.code;
  const detail = e.detail ?? e.driverError?.detail ?? '';
  return code === '23505' && /\(slug\)/.test(detail);
}

export class DashboardWriteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DashboardPolicyOptions,
    private readonly queries: DashboardQueryService,
    private readonly dependents: DashboardDependents,
  ) {}

  private transaction<T>(ctx: RequestContext, work: (tx: RequestContext, em: EntityManager) => Promise<T>): Promise<T> {
    return withTransaction(ctx, this.dataSource, work).catch((err: unknown) => {
      if (isSlugConflict(err)) throw errors.invalidFields({ slug: ['Must be unique'] });
      throw err;
    });
  }

  private async reread(em: EntityManager, id: number): Promise<Dashboard> {
    return toDashboard(await em.getRepository(DashboardEntity).findOneByOrFail({ id }));
  }

  /** The dashboard, locked for the transaction, when the actor may see it and change it. */
  private async editable(tx: RequestContext, em: EntityManager, actor: Actor, id: number | string): Promise<DashboardEntity> {
    const dashboard = await this.queries.find(tx, id, true);
    const refusal = dashboardEditRefusal(actor, await dashboardPolicyTarget(em, dashboard));
    if (refusal) throw refused(refusal);
    return dashboard;
  }

  async create(ctx: RequestContext, input: CreateDashboardInput): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    const prepared = prepareDashboardWrite(input, 'create');
    return this.transaction(ctx, async (_tx, em) => {
      const fields: FieldErrors = {};
      await this.checkReferences(em, actor, prepared, null, fields);
      const owners = await this.owners(em, actor, prepared.owners, null, fields);
      if (Object.keys(fields).length) throw errors.invalidFields(fields as Record<string, string[]>);
      const repo = em.getRepository(DashboardEntity);
      const { id } = await repo.save(repo.create({ ...prepared.values, createdByFk: actor.user.id, changedByFk: actor.user.id }));
      await this.setRelations(em, id, owners, prepared.roles ?? []);
      if (prepared.layout) await this.writeLayout(em, id, prepared.layout);
      await recordDashboardVersion(em, id, null, actor.user.id);
      return this.reread(em, id);
    });
  }

  async update(ctx: RequestContext, id: number, input: UpdateDashboardInput): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    const prepared = prepareDashboardWrite(input, 'update');
    return this.transaction(ctx, (tx, em) => this.applyUpdate(tx, em, actor, id, prepared, input.expectedChangedOn ?? null));
  }

  /**
   * Restore: the kept version's content saved again as a new version, through the update's checks (rights,
   * the overwrite check against `expectedChangedOn`, slug unique, the charts it places). Owners, roles, tags
   * and the published flag stay as they are: a restore takes back content, not who may see or edit it. Charts
   * deleted since the version was kept are left out of the layout.
   */
  async restoreVersion(ctx: RequestContext, id: number, input: RestoreDashboardVersionInput): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    return this.transaction(ctx, async (tx, em) => {
      await this.editable(tx, em, actor, id);
      const version = await em.getRepository(DashboardVersion).findOneBy({ id: input.versionId, dashboardId: id });
      if (!version) throw errors.notFound('This version of the dashboard is not kept.');
      const prepared = prepareDashboardWrite(
        {
          dashboardTitle: version.dashboardTitle,
          slug: version.slug,
          css: version.css,
          jsonMetadata: version.jsonMetadata,
          positionJson: await this.restorableLayout(em, version.positionJson),
          certifiedBy: version.certifiedBy,
          certificationDetails: version.certificationDetails,
        },
        'update',
      );
      // The metadata as kept, not re-defaulted as a sent one is: what was saved comes back exactly.
      prepared.values.jsonMetadata = version.jsonMetadata;
      return this.applyUpdate(tx, em, actor, id, prepared, input.expectedChangedOn ?? null, { restoredFrom: version.versionNumber });
    });
  }

  private async applyUpdate(tx: RequestContext, em: EntityManager, actor: Actor, id: number, prepared: PreparedDashboardWrite, expectedChangedOn: Date | null, note: SummaryNote = {}): Promise<Dashboard> {
    const dashboard = await this.editable(tx, em, actor, id);
    if (expectedChangedOn && dashboard.changedOn.getTime() !== expectedChangedOn.getTime()) throw changedSince(dashboard);
    const fields: FieldErrors = {};
    await this.checkReferences(em, actor, prepared, dashboard, fields);
    const currentOwners = (await dashboardPolicyTarget(em, dashboard)).ownerIds;
    const owners = await this.owners(em, actor, prepared.owners, [...currentOwners], fields);
    if (Object.keys(fields).length) throw errors.invalidFields(fields as Record<string, string[]>);
    if (prepared.tags != null) await this.checkTagChange(em, actor, id, prepared.tags);

    const values = { ...prepared.values };
    // Details mean nothing without a certifier, also when only the details were sent.
    if ((values.certifiedBy === undefined ? dashboard.certifiedBy : values.certifiedBy) == null) values.certificationDetails = null;
    await em.update(DashboardEntity, id, { ...values, changedByFk: actor.user.id });
    await this.setRelations(em, id, prepared.owners != null ? owners : null, prepared.roles ?? null);
    if (prepared.layout !== undefined) await this.writeLayout(em, id, prepared.layout);
    if (prepared.tags != null) await setCustomTags(em, 'dashboard', id, prepared.tags, actor.user.id);
    await recordDashboardVersion(em, id, dashboard, actor.user.id, note);
    return this.reread(em, id);
  }

  /** The header's publish/draft toggle. */
  async setPublished(ctx: RequestContext, id: number, published: boolean): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    return this.transaction(ctx, async (tx, em) => {
      const dashboard = await this.editable(tx, em, actor, id);
      await em.update(DashboardEntity, id, { published, changedByFk: actor.user.id });
      await recordDashboardVersion(em, id, dashboard, actor.user.id);
      return this.reread(em, id);
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.deleteMany(ctx, [id]);
  }

  /** All or nothing (Superset's order): any id missing 404, any used by a report 422, any not owned 403. */
  async deleteMany(ctx: RequestContext, ids: number[]): Promise<number> {
    const actor = ctx.require('can_write', 'Dashboard');
    const unique = [...new Set(ids)];
    return this.transaction(ctx, async (tx, em) => {
      const dashboards: DashboardEntity[] = [];
      for (const id of unique) dashboards.push(await this.queries.find(tx, id, true));
      const dependentRefusal = await this.dependents.deleteRefusal(em, unique);
      if (dependentRefusal) throw new TesseraError('GENERIC_COMMAND_ERROR', dependentRefusal, { code: 'UNPROCESSABLE' });
      for (const dashboard of dashboards) {
        const refusal = dashboardDeleteRefusal(actor, await dashboardPolicyTarget(em, dashboard));
        if (refusal) throw refused(refusal);
      }
      await deleteFavorites(em, FAVORITE_CLASS_NAMES.dashboard, unique);
      await deleteTagLinks(em, 'dashboard', unique);
      await em.getRepository(DashboardEntity).delete({ id: In(unique) });
      return dashboards.length;
    });
  }

  /**
   * Save as (Superset's copy_dashboard): a new dashboard owned by the caller with the title, css and
   * metadata sent; the layout from `positions` (else the original's), the charts it places, cloned first
   * when `duplicateSlices`.
   */
  async copy(ctx: RequestContext, id: number | string, input: CopyDashboardInput): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    const fields: FieldErrors = {};
    if (!input.dashboardTitle?.trim()) fields.dashboard_title = ['Missing data for required field.'];
    else if (input.dashboardTitle.length > 500) fields.dashboard_title = ['Length must be between 0 and 500.'];
    const { metadata, layout } = readMetadataInput(input.jsonMetadata, fields);
    if (!fields.json_metadata && !metadata) fields.json_metadata = ['Missing data for required field.'];
    if (!fields.json_metadata && input.duplicateSlices && !layout) fields.json_metadata = ['Duplicating the charts needs the layout in positions.'];
    if (Object.keys(fields).length) throw badFields(fields);

    return this.transaction(ctx, async (tx, em) => {
      const original = await this.queries.find(tx, id);
      if (!canCopyDashboard(actor, await dashboardPolicyTarget(em, original), this.options)) throw errors.forbidden(DASHBOARD_EDIT_REFUSED, 'MISSING_OWNERSHIP_ERROR');
      const originalChartIds = await dashboardChartIds(em, original.id);
      let copied: LayoutWrite | null = layout ?? null;
      if (!copied && original.positionJson) {
        const stored = parseJsonObjectText(original.positionJson);
        if (Object.keys(stored).length) copied = { layout: stored as LayoutWrite['layout'], chartIds: originalChartIds, text: original.positionJson };
      }
      if (copied && !input.duplicateSlices) {
        const problems: FieldErrors = {};
        await this.checkLayoutCharts(em, actor, copied.chartIds, originalChartIds, problems);
        if (Object.keys(problems).length) throw errors.invalidFields(problems as Record<string, string[]>);
      }
      const repo = em.getRepository(DashboardEntity);
      const saved = await repo.save(
        repo.create({
          dashboardTitle: input.dashboardTitle,
          css: input.css ?? null,
          jsonMetadata: JSON.stringify(metadataForSave(metadata as JsonObject, layout ? layout.chartIds : null)),
          published: false,
          createdByFk: actor.user.id,
          changedByFk: actor.user.id,
        }),
      );
      await this.setRelations(em, saved.id, [actor.user.id], []);
      if (input.duplicateSlices && copied) {
        const newIds = await cloneCharts(em, originalChartIds, actor.user.id);
        const remapped = remapChartIds(copied.layout, (old) => newIds.get(old));
        copied = { layout: remapped, chartIds: copied.chartIds.flatMap((old) => (newIds.has(old) ? [newIds.get(old) as number] : [])), text: null };
      }
      if (copied) await this.writeLayout(em, saved.id, copied);
      else await syncDashboardCharts(em, saved.id, originalChartIds);
      await recordDashboardVersion(em, saved.id, null, actor.user.id, { copiedFrom: original.dashboardTitle ?? '' });
      return this.reread(em, saved.id);
    });
  }

  /** PUT /filters: the new native filter configuration. */
  async setFilters(ctx: RequestContext, id: number, input: DashboardFiltersInput): Promise<NativeFilterView[]> {
    const actor = ctx.require('can_write', 'Dashboard');
    const modified = input.modified ?? [];
    const invalid = modified.flatMap((f, i) => (isJsonObject(f) && typeof f.id === 'string' && f.id ? [] : [i]));
    if (invalid.length) throw badFields({ modified: Object.fromEntries(invalid.map((i) => [String(i), ['A filter needs a string id.']])) });
    const targetProblems = nativeFilterProblems(modified);
    if (targetProblems) throw badFields({ modified: targetProblems });
    return this.transaction(ctx, async (tx, em) => {
      const dashboard = await this.editable(tx, em, actor, id);
      const md = parseJsonObjectText(dashboard.jsonMetadata);
      const configuration = applyNativeFilterChanges(md.native_filter_configuration, { modified: modified as JsonObject[], deleted: input.deleted, reordered: input.reordered });
      await checkTargetDatasets(em, actor, configuration, md.native_filter_configuration, 'modified');
      await em.update(DashboardEntity, id, { jsonMetadata: JSON.stringify({ ...md, native_filter_configuration: configuration }), changedByFk: actor.user.id });
      await recordDashboardVersion(em, id, dashboard, actor.user.id);
      return configuration.map(toNativeFilter);
    });
  }

  /** PUT /colors; `markUpdated: false` leaves changed_on (and changed_by) as they were. */
  async setColors(ctx: RequestContext, id: number, input: DashboardColorsInput, markUpdated: boolean): Promise<boolean> {
    const actor = ctx.require('can_write', 'Dashboard');
    const fields: FieldErrors = {};
    for (const [name, value] of [['label_colors', input.labelColors], ['map_label_colors', input.mapLabelColors]] as const) {
      if (value !== undefined && value !== null && !isJsonObject(value)) fields[name] = ['Not a valid mapping type.'];
    }
    if (Object.keys(fields).length) throw badFields(fields);
    return this.transaction(ctx, async (tx, em) => {
      const dashboard = await this.editable(tx, em, actor, id);
      const colors = {
        color_scheme: input.colorScheme ?? undefined,
        color_scheme_domain: input.colorSchemeDomain ?? undefined,
        shared_label_colors: input.sharedLabelColors ?? undefined,
        map_label_colors: input.mapLabelColors ?? undefined,
        label_colors: input.labelColors ?? undefined,
      };
      const jsonMetadata = JSON.stringify(applyColors(parseJsonObjectText(dashboard.jsonMetadata), colors));
      const stamp = markUpdated ? { changedByFk: actor.user.id } : { changedOn: dashboard.changedOn, changedByFk: dashboard.changedByFk };
      await em.createQueryBuilder().update(DashboardEntity).set({ jsonMetadata, ...stamp }).where('id = :id', { id }).execute();
      // Colours synced on open (markUpdated false) are not someone's change: no version.
      if (markUpdated) await recordDashboardVersion(em, id, dashboard, actor.user.id);
      return true;
    });
  }

  /**
   * The filter bar's settings: cross-filter scoping (per chart and global), cross-filtering on or off and the
   * bar's orientation, merged into the stored json_metadata under the row lock (nothing else in it changes).
   */
  async setCrossFilterSettings(ctx: RequestContext, id: number, input: DashboardCrossFilterSettingsInput): Promise<Dashboard> {
    const actor = ctx.require('can_write', 'Dashboard');
    const settings: JsonObject = {};
    if (input.chartConfiguration != null) settings.chart_configuration = input.chartConfiguration as JsonObject;
    if (input.globalChartConfiguration != null) settings.global_chart_configuration = input.globalChartConfiguration as JsonObject;
    if (input.crossFiltersEnabled != null) settings.cross_filters_enabled = input.crossFiltersEnabled;
    if (input.filterBarOrientation != null) settings.filter_bar_orientation = input.filterBarOrientation;
    const problems = crossFilterSettingsProblems(settings);
    if (problems) throw badFields({ json_metadata: problems });
    return this.transaction(ctx, async (tx, em) => {
      const dashboard = await this.editable(tx, em, actor, id);
      const jsonMetadata = JSON.stringify({ ...parseJsonObjectText(dashboard.jsonMetadata), ...settings });
      await em.update(DashboardEntity, id, { jsonMetadata, changedByFk: actor.user.id });
      await recordDashboardVersion(em, id, dashboard, actor.user.id);
      return this.reread(em, id);
    });
  }

  // ---- helpers ----

  /** Owners for a write (REST ref §8.4): none given keeps `current` (on create, the creator alone); the actor stays in. */
  private async owners(em: EntityManager, actor: Actor, requested: number[] | null | undefined, current: number[] | null, fields: FieldErrors): Promise<number[]> {
    if (requested === undefined || requested === null) return current ?? [actor.user.id];
    const unique = [...new Set(requested)];
    if ((await existingUserIds(em, unique)).length !== unique.length) fields.owners = ['Owners are invalid'];
    return actor.isAdmin || unique.includes(actor.user.id) ? unique : [...unique, actor.user.id];
  }

  /** The 422 checks of a write: slug unique, roles and theme exist, the layout's charts may be on the dashboard. */
  private async checkReferences(em: EntityManager, actor: Actor, prepared: PreparedDashboardWrite, dashboard: DashboardEntity | null, fields: FieldErrors): Promise<void> {
    const { slug, themeId } = prepared.values;
    if (slug) {
      const taken = await em.getRepository(DashboardEntity).createQueryBuilder('d').where('d.slug = :slug', { slug }).andWhere('d.id <> :id', { id: dashboard?.id ?? -1 }).getExists();
      if (taken) fields.slug = ['Must be unique'];
    }
    if (prepared.roles?.length) {
      const unique = [...new Set(prepared.roles)];
      if ((await existingRoleIds(em, unique)).length !== unique.length) fields.roles = ['Some roles do not exist'];
    }
    if (themeId != null && !(await themesByIds(em, [themeId])).length) fields.theme_id = ['Theme does not exist'];
    if (prepared.values.jsonMetadata) {
      const filtersOf = (text: string | null | undefined) => parseJsonObjectText(text).native_filter_configuration;
      const refused = await refusedTargetDatasets(em, actor, filtersOf(prepared.values.jsonMetadata), filtersOf(dashboard?.jsonMetadata));
      if (refused.length) fields.json_metadata = [refusedTargetsMessage(refused)];
    }
    if (prepared.layout) {
      const current = dashboard ? await dashboardChartIds(em, dashboard.id) : [];
      await this.checkLayoutCharts(em, actor, prepared.layout.chartIds, current, fields);
    }
  }

  /** Every chart a layout places must exist and be one the actor can see, or already be on the dashboard. */
  private async checkLayoutCharts(em: EntityManager, actor: Actor, chartIds: number[], alreadyOn: number[], fields: FieldErrors): Promise<void> {
    if (!chartIds.length) return;
    const found = await chartRefs(em, chartIds);
    const readable = await accessibleDatasetIds(em, actor);
    const allowed = new Set(
      found
        .filter((c) => alreadyOn.includes(c.id) || readable === null || (c.datasourceId != null && c.datasourceType !== 'query' && readable.includes(c.datasourceId)))
        .map((c) => c.id),
    );
    const refused = chartIds.filter((id) => !allowed.has(id));
    if (refused.length) fields.position_json = [`Charts ${refused.join(', ')} do not exist or cannot be placed on this dashboard.`];
  }

  /** A kept layout without the charts deleted since: its text as kept when none was. */
  private async restorableLayout(em: EntityManager, text: string | null): Promise<unknown> {
    const checked = text === null ? null : checkLayout(parseJsonObjectText(text));
    if (!checked?.ok) return text;
    const placed = layoutChartIds(checked.layout);
    const existing = new Set((await chartRefs(em, placed)).map((c) => c.id));
    const gone = placed.filter((chartId) => !existing.has(chartId));
    return gone.length ? gone.reduce(removeChart, checked.layout) : text;
  }

  /** Stores a layout and makes the dashboard's chart set exactly the charts it places. */
  private async writeLayout(em: EntityManager, id: number, write: LayoutWrite | null): Promise<void> {
    if (!write) {
      await em.update(DashboardEntity, id, { positionJson: null });
      return;
    }
    let text = write.text;
    if (text === null) {
      const uuids = await chartRefs(em, write.chartIds);
      const byId = new Map(uuids.map((c) => [c.id, c.uuid]));
      text = compactLayoutText(withChartUuids(write.layout, (chartId) => byId.get(chartId)));
    }
    await em.update(DashboardEntity, id, { positionJson: text });
    await syncDashboardCharts(em, id, write.chartIds);
  }

  /** Replaces owners and roles (null leaves them as they are). */
  private async setRelations(em: EntityManager, id: number, ownerIds: number[] | null, roleIds: number[] | null): Promise<void> {
    for (const [relation, ids] of [['owners', ownerIds], ['roles', roleIds]] as const) {
      if (ids === null) continue;
      const builder = em.createQueryBuilder().relation(DashboardEntity, relation).of(id);
      const current = (await builder.loadMany<{ id: number }>()).map((x) => x.id);
      const wanted = [...new Set(ids)];
      await builder.addAndRemove(
        wanted.filter((x) => !current.includes(x)),
        current.filter((x) => !wanted.includes(x)),
      );
    }
  }

  /** Superset's validate_tags: changing a dashboard's custom tags needs can_tag on Dashboard. */
  private async checkTagChange(em: EntityManager, actor: Actor, id: number, requested: number[]): Promise<void> {
    if ((await changesCustomTags(em, 'dashboard', id, requested)) && !actor.can('can_tag', 'Dashboard')) throw errors.forbidden('You do not have permission to manage tags on dashboards', 'GENERIC_COMMAND_ERROR', { publicMessage: true });
  }
}

