// Colour scheme selects: categorical schemes shown as swatch rows, linear schemes as gradients.
import { Box, Group, Select, Stack, Text } from '@mantine/core';
import {
  CATEGORICAL_SCHEMES,
  categoricalScheme,
  LINEAR_SCHEMES,
  linearScheme,
  type ColorScheme,
} from '../../../viz/shared/color-schemes';
import type { ControlProps } from './types';

function Swatches({ scheme, linear }: { scheme: ColorScheme; linear: boolean }) {
  if (linear) {
    return (
      <Box
        h={12}
        w={160}
        style={{ borderRadius: 2, background: `linear-gradient(to right, ${scheme.colors.join(', ')})`, border: '1px solid var(--mantine-color-gray-3)' }}
      />
    );
  }
  return (
    <Group gap={0} wrap="nowrap">
      {scheme.colors.slice(0, 10).map((color, index) => (
        <Box key={index} w={14} h={12} bg={color} />
      ))}
    </Group>
  );
}

export function ColorSchemeControl({ config, value, onChange, linear = false }: ControlProps & { linear?: boolean }) {
  const schemes = linear ? LINEAR_SCHEMES : CATEGORICAL_SCHEMES;
  const current = linear ? linearScheme(value ?? config.default) : categoricalScheme(value ?? config.default);
  const byId = new Map(schemes.map((scheme) => [scheme.id, scheme]));
  return (
    <Stack gap={4}>
      <Select
        aria-label={config.label}
        data-testid={`control-${config.name}-input`}
        data={schemes.map((scheme) => ({ value: scheme.id, label: scheme.label }))}
        value={current.id}
        allowDeselect={false}
        onChange={(id) => id && onChange(id)}
        renderOption={({ option }) => {
          const scheme = byId.get(option.value);
          return (
            <Stack gap={2}>
              <Text size="xs">{option.label}</Text>
              {scheme && <Swatches scheme={scheme} linear={linear} />}
            </Stack>
          );
        }}
        maxDropdownHeight={320}
      />
      <Swatches scheme={current} linear={linear} />
    </Stack>
  );
}
