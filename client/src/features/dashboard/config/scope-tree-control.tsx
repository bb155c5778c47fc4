// The scoping tree: tabs and charts with checkboxes (a tab checks or unchecks every chart under it; a partly
// checked tab shows as indeterminate). Used by native filter scoping and cross-filter scoping alike.
import { Box, Checkbox, Stack } from '@mantine/core';
import type { ScopeNode } from './scope-tree';

const chartsOf = (node: ScopeNode): number[] => (node.chartId !== null ? [node.chartId] : node.children.flatMap(chartsOf));

interface Props {
  tree: ScopeNode;
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
  /** A chart shown but not selectable (a cross-filter's own chart). */
  disabledChart?: number | null;
  testId?: string;
}

function NodeRow({ node, depth, checked, onChange, disabledChart }: Omit<Props, 'tree' | 'testId'> & { node: ScopeNode; depth: number }) {
  const charts = chartsOf(node).filter((id) => id !== disabledChart);
  const on = charts.filter((id) => checked.has(id)).length;
  const toggle = (value: boolean) => {
    const next = new Set(checked);
    for (const id of charts) {
      if (value) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  const disabled = node.chartId !== null && node.chartId === disabledChart;
  return (
    <>
      <Box pl={depth * 20}>
        <Checkbox
          size="xs"
          label={node.label}
          checked={!disabled && charts.length > 0 && on === charts.length}
          indeterminate={on > 0 && on < charts.length}
          disabled={disabled || charts.length === 0}
          onChange={(event) => toggle(event.currentTarget.checked)}
          data-testid={node.chartId !== null ? `scope-chart-${node.chartId}` : `scope-node-${node.id}`}
        />
      </Box>
      {node.children.map((child) => (
        <NodeRow key={child.id} node={child} depth={depth + 1} checked={checked} onChange={onChange} disabledChart={disabledChart} />
      ))}
    </>
  );
}

export function ScopeTreeControl({ tree, checked, onChange, disabledChart = null, testId }: Props) {
  return (
    <Stack gap={6} data-testid={testId ?? 'scope-tree'} mah={360} style={{ overflowY: 'auto' }}>
      <NodeRow node={tree} depth={0} checked={checked} onChange={onChange} disabledChart={disabledChart} />
    </Stack>
  );
}
