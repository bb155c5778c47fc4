// The properties modal's label-colour preview (spec 1 §3 label colours, shared label colours): a label named
// in label_colors keeps that colour whatever the scheme; a label shared by several charts (shared_label_colors)
// takes the scheme's colours in order, the same in every chart; a custom colour wins over a shared one. Pure.
import { colorForLabel } from '../../../viz/shared/color-schemes';

export interface LabelColor {
  label: string;
  color: string;
  source: 'custom' | 'shared';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function labelColorPreview(schemeId: unknown, labelColors: unknown, sharedLabels: unknown): LabelColor[] {
  const custom = isObject(labelColors) ? Object.entries(labelColors).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  const customLabels = new Set(custom.map(([label]) => label));
  const shared = (Array.isArray(sharedLabels) ? sharedLabels : isObject(sharedLabels) ? Object.keys(sharedLabels) : []).filter((label): label is string => typeof label === 'string');
  return [
    ...custom.map(([label, color]) => ({ label, color, source: 'custom' as const })),
    ...shared.filter((label) => !customLabels.has(label)).map((label, index) => ({ label, color: colorForLabel(schemeId, label, index), source: 'shared' as const })),
  ];
}
