// A collapsible JSON tree for the cell content modal (spec 1 §2 Modals): objects and arrays open and close,
// scalars are coloured by type.
import { Box, Code, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

const SCALAR_COLOR: Record<string, string> = { string: 'green.8', number: 'blue.7', boolean: 'grape.7', null: 'gray.6' };

function Scalar({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return (
    <Box component="span" c={SCALAR_COLOR[kind] ?? 'dark'}>
      {JSON.stringify(value)}
    </Box>
  );
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  const [open, setOpen] = useState(depth < 2);
  const label = name === null ? null : <Box component="span" c="red.8">{JSON.stringify(name)}: </Box>;
  if (value === null || typeof value !== 'object') {
    return (
      <div style={{ paddingLeft: depth * 14 }}>
        {label}
        <Scalar value={value} />
      </div>
    );
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value as Record<string, unknown>);
  const [openMark, closeMark] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <div>
      <div style={{ paddingLeft: depth * 14 }}>
        <UnstyledButton onClick={() => setOpen((current) => !current)} aria-expanded={open} style={{ fontFamily: 'inherit', fontSize: 'inherit' }}>
          {open ? '▾' : '▸'} {label}
          {openMark}
          {!open && ` ${entries.length} ${entries.length === 1 ? 'item' : 'items'} ${closeMark}`}
        </UnstyledButton>
      </div>
      {open && entries.map(([key, item]) => <Node key={key} name={Array.isArray(value) ? null : key} value={item} depth={depth + 1} />)}
      {open && <div style={{ paddingLeft: depth * 14 }}>{closeMark}</div>}
    </div>
  );
}

export function JsonViewer({ value }: { value: unknown }) {
  return (
    <Code block data-testid="json-viewer" style={{ maxHeight: '60vh', overflow: 'auto' }}>
      <Node name={null} value={value} depth={0} />
    </Code>
  );
}
