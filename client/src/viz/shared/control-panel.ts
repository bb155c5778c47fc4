// A chart type's control panel, as data: sections of controls keyed by form-data name, with labels, defaults,
// choices and validators. The explore screen renders controls from it; today it supplies defaults for keys a
// saved chart left out and validates the form before a query is run.
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
  | 'RadioButtonControl';

export type ControlValidator = 'nonEmpty' | 'integer';

export interface ControlConfig {
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  multi?: boolean;
  freeForm?: boolean;
  choices?: ReadonlyArray<readonly [value: string | number, label: string]>;
  validators?: readonly ControlValidator[];
  /** A control that only applies in some states (e.g. raw vs aggregate table mode). */
  visibility?: (formData: QueryFormData) => boolean;
}

export interface ControlPanelSection {
  label: string;
  expanded: boolean;
  controls: ControlConfig[];
}

export interface ControlError {
  name: string;
  label: string;
  message: string;
}

export interface ControlPanelConfig {
  sections: ControlPanelSection[];
  /** Rules spanning several controls (e.g. a table needs dimensions or metrics). */
  formValidators?: ReadonlyArray<(formData: QueryFormData) => ControlError | null>;
}

export function panelControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.sections.flatMap((section) => section.controls);
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

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^-?\d+$/.test(value.trim());
}

// The spec's validation messages (section 5).
const MESSAGES: Record<ControlValidator, string> = {
  nonEmpty: 'cannot be empty',
  integer: 'is expected to be an integer',
};

/** Validates the visible controls; an empty optional value is not checked for being an integer. */
export function validateControls(panel: ControlPanelConfig, formData: QueryFormData): ControlError[] {
  const errors: ControlError[] = [];
  for (const control of panelControls(panel)) {
    if (control.visibility && !control.visibility(formData)) continue;
    const value = formData[control.name];
    for (const validator of control.validators ?? []) {
      const failed = validator === 'nonEmpty' ? isEmptyValue(value) : !isEmptyValue(value) && !isIntegerValue(value);
      if (failed) {
        errors.push({ name: control.name, label: control.label, message: MESSAGES[validator] });
        break;
      }
    }
  }
  for (const validate of panel.formValidators ?? []) {
    const error = validate(formData);
    if (error) errors.push(error);
  }
  return errors;
}
