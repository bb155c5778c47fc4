// The plain controls: checkbox, text/number input, text area, slider, radio buttons, colour picker,
// currency, axis bounds.
import { Checkbox, ColorInput, Group, NumberInput, SegmentedControl, Select, Slider, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ChoiceValue } from '../../../viz/shared/control-panel';
import { choiceKey, fromChoiceKey } from './select-values';
import { parseRgba, parseTextValue, rgbaToString } from './text-values';
import type { ControlProps } from './types';

export function CheckboxControl({ config, value, onChange }: ControlProps) {
  return (
    <Checkbox
      data-testid={`control-${config.name}-input`}
      label={config.label}
      checked={value === true || value === 'true'}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

export function TextControl({ config, value, onChange, error }: ControlProps) {
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <TextInput
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      value={text}
      placeholder={config.placeholder}
      inputMode={config.inputType === 'integer' ? 'numeric' : config.inputType === 'number' ? 'decimal' : undefined}
      error={Boolean(error)}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseTextValue(event.currentTarget.value, config.inputType));
      }}
    />
  );
}

export function TextAreaControl({ config, value, onChange, error }: ControlProps) {
  return (
    <Textarea
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      value={typeof value === 'string' ? value : ''}
      placeholder={config.placeholder}
      autosize
      minRows={3}
      maxRows={12}
      error={Boolean(error)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function SliderControl({ config, value, onChange }: ControlProps) {
  const number = typeof value === 'number' ? value : Number(value ?? config.default ?? config.min ?? 0);
  return (
    <Slider
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      min={config.min ?? 0}
      max={config.max ?? 100}
      step={config.step ?? 1}
      value={Number.isFinite(number) ? number : 0}
      onChange={onChange}
      mb="xs"
    />
  );
}

export function RadioButtonControl({ config, value, onChange }: ControlProps) {
  const choices = config.choices ?? [];
  const current = value === undefined ? (config.default as ChoiceValue | undefined) : (value as ChoiceValue);
  return (
    <SegmentedControl
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      fullWidth
      size="xs"
      data={choices.map(([choice, label]) => ({ value: choiceKey(choice), label }))}
      value={current === undefined ? choiceKey(choices[0]?.[0] ?? null) : choiceKey(current)}
      onChange={(key) => onChange(fromChoiceKey(key))}
    />
  );
}

export function ColorPickerControl({ config, value, onChange }: ControlProps) {
  return (
    <ColorInput
      aria-label={config.label}
      data-testid={`control-${config.name}-input`}
      format="rgba"
      value={rgbaToString(value)}
      onChange={(text) => {
        const parsed = parseRgba(text);
        if (parsed) onChange(parsed);
      }}
    />
  );
}

// Currencies offered by the currency control (ISO 4217); the list is the common ones, free of any locale data.
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL', 'MXN', 'KRW', 'ZAR', 'SGD', 'HKD', 'NZD'];

export function CurrencyControl({ config, value, onChange }: ControlProps) {
  const current = (value && typeof value === 'object' ? value : {}) as { symbol?: string | null; symbolPosition?: string | null };
  return (
    <Group gap="xs" grow data-testid={`control-${config.name}-input`}>
      <Select
        aria-label="Currency prefix or suffix"
        placeholder="Position"
        data={[{ value: 'prefix', label: 'Prefix' }, { value: 'suffix', label: 'Suffix' }]}
        value={current.symbolPosition ?? null}
        clearable
        onChange={(symbolPosition) => onChange(symbolPosition || current.symbol ? { ...current, symbolPosition } : null)}
      />
      <Select
        aria-label="Currency symbol"
        placeholder="Currency"
        data={CURRENCIES}
        searchable
        clearable
        value={current.symbol ?? null}
        onChange={(symbol) => onChange(symbol || current.symbolPosition ? { symbolPosition: current.symbolPosition ?? 'prefix', symbol } : null)}
      />
    </Group>
  );
}

export function BoundsControl({ config, value, onChange }: ControlProps) {
  const [min, max] = Array.isArray(value) ? value : [null, null];
  const toBound = (entry: string | number) => (entry === '' || entry === null ? null : Number(entry));
  return (
    <Group gap="xs" grow data-testid={`control-${config.name}-input`}>
      <NumberInput aria-label="Min" placeholder="Min" value={min ?? ''} onChange={(entry) => onChange([toBound(entry), max ?? null])} />
      <NumberInput aria-label="Max" placeholder="Max" value={max ?? ''} onChange={(entry) => onChange([min ?? null, toBound(entry)])} />
    </Group>
  );
}
