// The explore screen's form data rules, pure so they are unit-tested: the form data to start from, switching
// the chart type, swapping the dataset, and what the address should say for the chart on screen.
import { getViz, type RegisteredViz } from '../../viz/registry';
import { chartFormData, FormDataError, type QueryFormData } from '../../viz/shared/form-data';
import { carryForward, readStandardizedControls, writeStandardizedControls, type StandardizedControls } from '../../viz/shared/standardized-controls';
import { applyDatasourceDefaults, type ControlDatasource } from './controls';
import { explorePanel } from './explore-panel';
import { formValuesEqual } from './form-data-diff';

/** Spec 1 §9: the default viz type when none is given. */
export const DEFAULT_VIZ_TYPE = 'table';

export type StartingPoint = { viz: RegisteredViz; formData: QueryFormData } | { error: string };

export interface SliceIdentity {
  id: number;
  vizType: string;
  datasourceId?: number | null;
  datasourceType?: string | null;
}

/** The form data the server answered (saved params, a permalink's state, or a new chart's datasource and viz
 * type), with control defaults for what it leaves out. A saved chart's own viz type and dataset win when the
 * form data does not name them. */
export function startingFormData(raw: unknown, slice: SliceIdentity | null, datasource: ControlDatasource | null = null): StartingPoint {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const vizType = typeof given.viz_type === 'string' && given.viz_type ? given.viz_type : (slice?.vizType ?? DEFAULT_VIZ_TYPE);
  const viz = getViz(vizType);
  if (!viz) return { error: `Unknown chart type "${vizType}"` };
  let formData: QueryFormData;
  try {
    if (slice) {
      const datasourceFromParams = typeof given.datasource === 'string' ? given.datasource : '';
      formData = chartFormData(given, { sliceId: slice.id, vizType, datasourceId: slice.datasourceId ?? null, datasourceType: slice.datasourceType ?? null });
      // A permalink may carry a swapped dataset: its form data names it.
      if (datasourceFromParams) formData.datasource = datasourceFromParams;
    } else {
      formData = { ...given, viz_type: vizType, datasource: typeof given.datasource === 'string' ? given.datasource : '' };
    }
  } catch (error) {
    if (error instanceof FormDataError) return { error: error.message };
    throw error;
  }
  return { viz, formData: withDefaults(viz, formData, datasource) };
}

/** Control defaults, then defaults taken from the dataset (a new line chart's x-axis is its time column). */
function withDefaults(viz: RegisteredViz, formData: QueryFormData, datasource: ControlDatasource | null): QueryFormData {
  return applyDatasourceDefaults(explorePanel(viz), viz.prepareFormData(formData), datasource);
}

/** Another chart type keeps every value (filters, time range, row limit... under the keys both types share),
 * moves the metrics and dimensions into the new type's own controls (line `metrics` -> big number `metric`),
 * then fills in the new type's defaults. `carried` is what earlier switches carried (kept by the screen across
 * switches); the answer's `carried` is what the next switch should be given. */
export function switchVizType(
  formData: QueryFormData,
  vizType: string,
  datasource: ControlDatasource | null = null,
  carried: StandardizedControls | null = null,
): { viz: RegisteredViz; formData: QueryFormData; carried: StandardizedControls | null } | null {
  const viz = getViz(vizType);
  if (!viz) return null;
  const previous = typeof formData.viz_type === 'string' ? getViz(formData.viz_type) : undefined;
  const standard = previous ? carryForward(readStandardizedControls(previous, formData), carried) : carried;
  const next: QueryFormData = { ...formData, viz_type: vizType };
  const written = standard ? writeStandardizedControls(viz, next, standard) : next;
  return { viz, formData: withDefaults(viz, written, datasource), carried: standard };
}

/** Swapping the dataset keeps the controls (spec 1 §4); columns the new dataset lacks fail at query time. */
export function swapDatasource(formData: QueryFormData, datasetId: number, datasourceType = 'table'): QueryFormData {
  return { ...formData, datasource: `${datasetId}__${datasourceType}` };
}

/** Whether the address should carry a permalink: the chart on screen differs from the saved chart (or there
 * is no saved chart). */
export function needsPermalink(formData: QueryFormData, savedFormData: QueryFormData | null): boolean {
  if (savedFormData === null) return true;
  return !sameFormData(withoutVolatile(formData), withoutVolatile(savedFormData));
}

/** Key by key, with the diff's notion of equal values (unset = empty, 10 = '10'). */
export function sameFormData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => formValuesEqual(a[key], b[key]));
}

function withoutVolatile(formData: QueryFormData): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...formData };
  delete rest.url_params;
  delete rest.force;
  return rest;
}
