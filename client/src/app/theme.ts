import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Tessera's brand colour (a teal-blue close to Superset's primary), as Mantine's ten-shade scale.
const tessera: MantineColorsTuple = [
  '#e3f8fc',
  '#d2eef5',
  '#a7dbea',
  '#78c8df',
  '#53b8d6',
  '#3aaed1',
  '#20a7c9',
  '#1492b2',
  '#0082a0',
  '#00718c',
];

export const theme = createTheme({
  primaryColor: 'tessera',
  primaryShade: 6,
  colors: { tessera },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
});
