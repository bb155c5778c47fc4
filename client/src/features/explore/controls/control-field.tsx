// One control of a panel: its label (starred when required), a description tooltip, and the input for its type.
// A failing check marks the control as Superset does: the label turns red with a warning marker whose tooltip
// holds the message, and the message shows under the input, apart from the label.
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ComponentType } from 'react';
import type { ControlType } from '../../../viz/shared/control-panel';
import { AdhocFilterControl } from './adhoc-filter-control';
import { ColorSchemeControl } from './color-scheme-control';
import { ColumnsControl } from './columns-control';
import { AnnotationLayerControl, ConditionalFormattingControl } from './list-controls';
import { MetricsControl, SortByControl } from './metrics-control';
import { SelectControl } from './select-control';
import {
  BoundsControl,
  CheckboxControl,
  ColorPickerControl,
  CurrencyControl,
  RadioButtonControl,
  SliderControl,
  TextAreaControl,
  TextControl,
} from './simple-controls';
import { DateFilterControl } from './time-range-control';
import type { ControlProps } from './types';

function LinearColorSchemeControl(props: ControlProps) {
  return <ColorSchemeControl {...props} linear />;
}

const COMPONENTS: Record<ControlType, ComponentType<ControlProps>> = {
  MetricsControl,
  MetricControl: MetricsControl,
  SortByControl,
  GroupByControl: ColumnsControl,
  ColumnsControl,
  XAxisControl: ColumnsControl,
  AdhocFilterControl,
  DateFilterControl,
  TimeGrainControl: SelectControl,
  SelectControl,
  NumberFormatControl: SelectControl,
  DateFormatControl: SelectControl,
  CheckboxControl,
  RadioButtonControl,
  TextControl,
  TextAreaControl,
  SliderControl,
  ColorSchemeControl,
  LinearColorSchemeControl,
  ColorPickerControl,
  CurrencyControl,
  BoundsControl,
  AnnotationLayerControl,
  ConditionalFormattingControl,
};

function WarningIcon() {
  return (
    <svg width={13} height={13} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg width={13} height={13} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <circle cx={12} cy={12} r={9} />
      <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
    </svg>
  );
}

export function ControlField(props: ControlProps) {
  const { config, error, formData } = props;
  const Component = COMPONENTS[config.type];
  const required = config.validators?.includes('nonEmpty') === true;
  const disabled = config.disabled?.(formData) === true;
  const checkbox = config.type === 'CheckboxControl';
  return (
    <Stack gap={4} data-testid={`control-${config.name}`} style={disabled ? { opacity: 0.5, pointerEvents: 'none' } : undefined}>
      {!checkbox && (
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} c={error ? 'red.7' : undefined} truncate="end" data-testid={`control-${config.name}-label`} data-error={error ? 'true' : undefined}>
              {config.label}
              {required && (
                <Text span c="red.7" aria-hidden>
                  {' '}
                  *
                </Text>
              )}
            </Text>
            {config.description && (
              <Tooltip label={config.description} multiline maw={300} withArrow>
                <Box c="dimmed" style={{ display: 'flex', cursor: 'help' }} aria-label={config.description}>
                  <InfoIcon />
                </Box>
              </Tooltip>
            )}
            {error && (
              <Tooltip label={error} multiline maw={300} withArrow color="red">
                <Box c="red.7" style={{ display: 'flex', cursor: 'help' }} role="img" aria-label={error} data-testid={`control-${config.name}-error-marker`}>
                  <WarningIcon />
                </Box>
              </Tooltip>
            )}
          </Group>
        </Group>
      )}
      {checkbox ? (
        <Group gap={4} wrap="nowrap">
          <Component {...props} />
          {config.description && (
            <Tooltip label={config.description} multiline maw={300} withArrow>
              <Box c="dimmed" style={{ display: 'flex', cursor: 'help' }} aria-label={config.description}>
                <InfoIcon />
              </Box>
            </Tooltip>
          )}
        </Group>
      ) : (
        <Component {...props} />
      )}
      {error && (
        <Text size="xs" c="red.7" data-testid={`control-${config.name}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
