/**
 * The boundary of dashboard writes: a create/update input checked and normalised the way Superset's
 * dashboard schemas load a body (slug normalisation, lengths, JSON text, the metadata's typed keys, the
 * layout's structure), with every problem of the input collected into one 400. Pure.
 */
import { errors } from '../../platform/errors';
import { isJsonObject, jsonTextInput, type JsonObject } from '../../platform/json-text';
import { checkMetadata, metadataForSave } from './dashboard-metadata';
import { checkLayout, checkPositionText, layoutChartIds } from './dashboard-position';
import type { CreateDashboardInput, UpdateDashboardInput } from './dashboard.inputs';
import type { Layout } from './layout-rules';

/** What an empty title is saved as (spec 1 §5). */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

export type FieldErrors = Record<string, unknown>;

/** Superset's slug normalisation: trimmed, spaces to dashes, anything but word characters and dashes dropped; empty is none. */
export function normaliseSlug(slug: string | null | undefined): string | null | undefined {
  if (slug === undefined) return undefined;
  if (slug === null) return null;
  const normalised = slug.trim().replace(/ /g, '-').replace(/[^\p{L}\p{N}\p{M}_-]+/gu, '');
  return normalised || null;
}

export function dashboardTitle(title: string | null | undefined): string {
  return title && title.trim() ? title : UNTITLED_DASHBOARD;
}

/** A layout to store, with the charts it places. */
export interface LayoutWrite {
  layout: Layout;
  chartIds: number[];
  /** The text to store; null when the service writes it (from json_metadata.positions, with chart uuids). */
  text: string | null;
}

export interface PreparedDashboardWrite {
  /** Column values; undefined leaves a stored value alone. */
  values: {
    dashboardTitle?: string;
    slug?: string | null;
    css?: string | null;
    description?: string | null;
    published?: boolean;
    certifiedBy?: string | null;
    certificationDetails?: string | null;
    isManagedExternally?: boolean;
    externalUrl?: string | null;
    themeId?: number | null;
    jsonMetadata?: string | null;
  };
  /** undefined: the layout is not touched; null: cleared. */
  layout?: LayoutWrite | null;
  owners?: number[] | null;
  roles?: number[] | null;
  tags?: number[] | null;
}

function checkLength(fields: FieldErrors, name: string, value: string | null | undefined, max: number, min = 0): void {
  if (typeof value === 'string' && (value.length < min || value.length > max)) fields[name] = [`Length must be between ${min} and ${max}.`];
}

/** json_metadata sent: checked, and the layout it carries as `positions`. */
export function readMetadataInput(value: unknown, fields: FieldErrors): { metadata: JsonObject | null; layout?: LayoutWrite } {
  const text = jsonTextInput(value);
  if (!text.ok) {
    fields.json_metadata = [text.message];
    return { metadata: null };
  }
  if (text.text === null) return { metadata: null };
  const parsed: unknown = JSON.parse(text.text);
  const problems = checkMetadata(parsed);
  if (problems) {
    fields.json_metadata = problems;
    return { metadata: null };
  }
  const metadata = parsed as JsonObject;
  if (!isJsonObject(metadata.positions)) return { metadata };
  const checked = checkLayout(metadata.positions);
  if (!checked.ok) {
    fields.json_metadata = { positions: checked.problems };
    return { metadata };
  }
  return { metadata, layout: { layout: checked.layout, chartIds: layoutChartIds(checked.layout), text: null } };
}

function readLayoutInput(value: unknown, fields: FieldErrors): LayoutWrite | null | undefined {
  if (value === undefined) return undefined;
  const text = jsonTextInput(value);
  if (!text.ok) {
    fields.position_json = [text.message];
    return undefined;
  }
  if (text.text === null) return null;
  const checked = checkPositionText(text.text);
  if (!checked.ok) {
    fields.position_json = checked.problems;
    return undefined;
  }
  return { layout: checked.layout, chartIds: layoutChartIds(checked.layout), text: text.text };
}

/**
 * Checks and normalises a create or update input; 400 with every field's messages when anything is wrong.
 * On create an absent title is the untitled one.
 */
export function prepareDashboardWrite(input: CreateDashboardInput | UpdateDashboardInput, mode: 'create' | 'update'): PreparedDashboardWrite {
  const fields: FieldErrors = {};
  checkLength(fields, 'dashboard_title', input.dashboardTitle, 500);
  checkLength(fields, 'slug', input.slug, 255);
  const slug = normaliseSlug(input.slug);
  const { metadata, layout: metadataLayout } = input.jsonMetadata === undefined ? { metadata: undefined, layout: undefined } : readMetadataInput(input.jsonMetadata, fields);
  const positionLayout = readLayoutInput(input.positionJson, fields);
  if (Object.keys(fields).length) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });

  // A layout sent as json_metadata.positions wins over position_json (Superset saves it last).
  const layout = metadataLayout ?? positionLayout;
  const certifiedBy = input.certifiedBy === undefined ? undefined : input.certifiedBy?.trim() ? input.certifiedBy : null;
  const title = input.dashboardTitle === undefined ? (mode === 'create' ? UNTITLED_DASHBOARD : undefined) : dashboardTitle(input.dashboardTitle);
  return {
    values: {
      dashboardTitle: title,
      slug,
      css: input.css,
      description: input.description,
      published: input.published ?? (mode === 'create' ? false : undefined),
      certifiedBy,
      // Details mean nothing without a certifier.
      certificationDetails: certifiedBy === null ? null : input.certificationDetails,
      isManagedExternally: input.isManagedExternally === null ? false : (input.isManagedExternally ?? undefined),
      externalUrl: input.externalUrl,
      themeId: input.themeId,
      jsonMetadata: metadata === undefined ? undefined : metadata === null ? null : JSON.stringify(metadataForSave(metadata, metadataLayout ? metadataLayout.chartIds : null)),
    },
    layout,
    owners: input.owners,
    roles: input.roles,
    tags: 'tags' in input ? input.tags : undefined,
  };
}
