// A chart type's control panel, as data: sections of controls keyed by form-data name, with labels, defaults,
// choices and validators. The explore screen renders controls from it (features/explore/controls), supplies
// defaults for keys a saved chart left out and validates the form before a query is run. What Superset
// computes in a control's mapStateToProps is expressed here as data (choicesFrom, defaultFrom) so a panel
// stays a plain, testable value.
import type { QueryFormData } from './form-data';

export type ControlType =
  | 'MetricsControl'
  | 'MetricControl'
  | 'GroupByControl'
  | 'ColumnsControl'
  | 'XAxisControl'
  | 'AdhocFilterControl'
  | 'DateFilterControl'
  | 'TimeGrainControl'
  | 'SelectControl'
  | 'CheckboxControl'
  | 'NumberFormatControl'
  | 'RadioButtonControl'
  /** A one-line text input; `inputType` 'integer' or 'number' makes it numeric. */
  | 'TextControl'
  | 'TextAreaControl'
  /** A number picked on a slider between min and max by step. */
  | 'SliderControl'
  /** A categorical colour scheme (color-schemes.ts), shown with swatches. */
  | 'ColorSchemeControl'
  /** A sequential (linear) colour scheme, shown as a gradient. */
  | 'LinearColorSchemeControl'
  /** One colour, stored as {r, g, b, a}. */
  | 'ColorPickerControl'
  /** {symbolPosition: 'prefix' | 'suffix', symbol: ISO 4217 code}. */
  | 'CurrencyControl'
  /** A d3-time-format string: the date formats of spec section 9 or free entry. */
  | 'DateFormatControl'
  /** [min, max] where either end may be null (axis bounds). */
  | 'BoundsControl'
  /** A list of annotation layer objects (Superset's annotation_layers). */
  | 'AnnotationLayerControl'
  /** A list of {column, operator, targetValue(Left|Right), colorScheme} rules for table cells. */
  | 'ConditionalFormattingControl'
  /** One metric to sort by: the chart's selected metrics first, then the dataset's saved metrics. */
  | 'SortByControl';

/** 'nonEmpty': 'cannot be empty'; 'integer': 'is expected to be an integer'; 'number': 'is expected to be a
 * number'; 'max': not above `max`; 'maxRowLimit': not above the configured maximum SQL row limit. */
export type ControlValidator = 'nonEmpty' | 'integer' | 'number' | 'max' | 'maxRowLimit';

/** A choice value as stored in form data; null is "none" (e.g. no stacking, no contribution). */
export type ChoiceValue = string | number | boolean | null;

/** Where a control's options come from when they depend on the datasource or on other controls. */
export type ChoicesSource =
  /** Every groupable column. */
  | 'columns'
  /** Temporal columns (is_dttm). */
  | 'temporalColumns'
  /** Numeric columns. */
  | 'numericColumns'
  /** Saved metrics of the dataset. */
  | 'savedMetrics'
  /** Each column ascending and descending, valued as Superset stores them ('["name", true]'). */
  | 'orderByColumns'
  /** The engine's time grains (DatasourceMetadata.timeGrainSqla), falling back to `choices`. */
  | 'timeGrains'
  /** The metrics selected in form data `metrics` (and `metric`), then saved metrics. */
  | 'formMetrics';

export interface ControlConfig {
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  multi?: boolean;
  /** Select: values not among the choices may be typed or pasted. Without it, invalid values are dropped. */
  freeForm?: boolean;
  choices?: ReadonlyArray<readonly [value: ChoiceValue, label: string]>;
  /** Options computed from the datasource or the form (Superset's mapStateToProps). */
  choicesFrom?: ChoicesSource;
  /** A default taken from the datasource: its main temporal column (x-axis, granularity). */
  defaultFrom?: 'mainDttmCol';
  validators?: readonly ControlValidator[];
  /** A control that only applies in some states (e.g. raw vs aggregate table mode). */
  visibility?: (formData: QueryFormData) => boolean;
  /** Greyed out, with the value kept (e.g. a max bubble size without a size metric). */
  disabled?: (formData: QueryFormData) => boolean;
  /** Changing it only re-renders the chart from the data it has; no new query. */
  renderTrigger?: boolean;
  /** Whether a select may be emptied; false for the time column (spec section 5). */
  clearable?: boolean;
  /** Select-all / deselect-all in a multi select. */
  allowSelectAll?: boolean;
  placeholder?: string;
  /** TextControl: numeric entry; the stored value is a number when it parses, else the raw text. */
  inputType?: 'text' | 'integer' | 'number';
  min?: number;
  max?: number;
  step?: number;
  /** Controls shown side by side with the next one on one row (half width). */
  half?: boolean;
}

export interface ControlPanelSection {
  label: string;
  expanded: boolean;
  description?: string;
  /** Superset splits the panel into Data and Customize tabs; sections without a tab are Data. */
  tab?: 'data' | 'customize';
  controls: ControlConfig[];
}

/** One failing check: the control it marks (`name`), that control's label and the message, kept apart so the
 * label can be shown on the control and the message beside it ('cannot be empty', not 'Metrics cannot be empty'). */
export interface ControlError {
  name: string;
  label: string;
  message: string;
}

/** The errors as one text, a 'label: message' line each (tooltips, a chart that cannot be drawn). */
export function controlErrorsText(errors: readonly ControlError[]): string {
  return errors.map((error) => `${error.label}: ${error.message}`).join('\n');
}

export interface ControlPanelConfig {
  sections: ControlPanelSection[];
  /** Rules spanning several controls (e.g. a table needs dimensions or metrics). */
  formValidators?: ReadonlyArray<(formData: QueryFormData) => ControlError | null>;
}

/** What validation needs from the running app. */
export interface ValidationContext {
  /** The server's SQL_MAX_ROW; DEFAULT_MAX_ROW when the client does not know it. */
  maxRowLimit?: number;
}

/** Superset's DEFAULT_MAX_ROW: the row-limit cap when the configured maximum is unknown. */
export const DEFAULT_MAX_ROW = 100000;

export function panelControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.sections.flatMap((section) => section.controls);
}

export function isControlVisible(control: ControlConfig, formData: QueryFormData): boolean {
  return !control.visibility || control.visibility(formData);
}

/** Fills keys the form data leaves undefined with the control defaults; values that are set stay. */
export function applyControlDefaults(panel: ControlPanelConfig, formData: QueryFormData): QueryFormData {
  const filled: QueryFormData = { ...formData };
  for (const control of panelControls(panel)) {
    if (filled[control.name] === undefined && control.default !== undefined) {
      filled[control.name] = control.default;
    }
  }
  return filled;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^-?\d+$/.test(value.trim());
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** One validator applied to one value: the spec's message (section 5), or null when it passes. An empty
 * optional value is only checked by 'nonEmpty'. */
export function validatorMessage(
  validator: ControlValidator,
  control: Pick<ControlConfig, 'max'>,
  value: unknown,
  context: ValidationContext = {},
): string | null {
  if (validator === 'nonEmpty') return isEmptyValue(value) ? 'cannot be empty' : null;
  if (isEmptyValue(value)) return null;
  switch (validator) {
    case 'integer':
      return isIntegerValue(value) ? null : 'is expected to be an integer';
    case 'number':
      return toNumber(value) === null ? 'is expected to be a number' : null;
    case 'max':
    case 'maxRowLimit': {
      const cap = validator === 'max' ? control.max : (context.maxRowLimit ?? DEFAULT_MAX_ROW);
      const number = toNumber(value);
      return cap !== undefined && number !== null && number > cap ? `Value cannot exceed ${cap}` : null;
    }
  }
}

/** The first failing validator's message for one control, or null. */
export function validateControlValue(control: ControlConfig, value: unknown, context: ValidationContext = {}): string | null {
  for (const validator of control.validators ?? []) {
    const message = validatorMessage(validator, control, value, context);
    if (message) return message;
  }
  return null;
}

/** Validates the visible controls, then the panel's form-level rules. */
export function validateControls(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  context: ValidationContext = {},
): ControlError[] {
  const errors: ControlError[] = [];
  for (const control of panelControls(panel)) {
    if (!isControlVisible(control, formData)) continue;
    const message = validateControlValue(control, formData[control.name], context);
    if (message) errors.push({ name: control.name, label: control.label, message });
  }
  for (const validate of panel.formValidators ?? []) {
    const error = validate(formData);
    if (error) errors.push(error);
  }
  return errors;
}
