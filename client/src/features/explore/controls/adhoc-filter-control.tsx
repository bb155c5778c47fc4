// Filters: pills labelled like Superset's ("country IN ('US', 'FR')", "ds (Last week)"), each opening the
// filter editor in a popover; a column dropped from the dataset pane opens a new filter on it.
import { useState } from 'react';
import { ensureIsArray, type AdhocFilter } from '../../../viz/shared/form-data';
import { filterLabel, newSimpleFilter } from './adhoc';
import { isTemporal } from './datasource-options';
import { FilterEditor } from './filter-editor';
import { AddPill, ControlPill, DropZone } from './pills';
import type { ControlDatasource, ControlProps } from './types';
import { EditorPopover } from './editor-popover';

function FilterPill({ filter, index, datasource, onSave, onRemove, startOpen = false }: { filter: AdhocFilter; index: number; datasource: ControlDatasource | null; onSave: (filter: AdhocFilter) => void; onRemove: () => void; startOpen?: boolean }) {
  const [opened, setOpened] = useState(startOpen);
  return (
    <EditorPopover opened={opened} onChange={setOpened}>
      <EditorPopover.Target>
        <div>
          <ControlPill
            label={filterLabel(filter)}
            tooltip={filter.expressionType === 'SQL' ? `${filter.clause}: ${filter.sqlExpression}` : undefined}
            onClick={() => setOpened((open) => !open)}
            onRemove={onRemove}
            testId={`control-adhoc_filters-pill-${index}`}
          />
        </div>
      </EditorPopover.Target>
      <EditorPopover.Dropdown>
        {opened && (
          <FilterEditor
            filter={filter}
            datasource={datasource}
            onClose={() => setOpened(false)}
            onSave={(next) => {
              onSave(next);
              setOpened(false);
            }}
          />
        )}
      </EditorPopover.Dropdown>
    </EditorPopover>
  );
}

export function AdhocFilterControl({ config, value, onChange, datasource }: ControlProps) {
  const filters = ensureIsArray(value as AdhocFilter[] | null | undefined);
  const [adding, setAdding] = useState(false);
  const [dropped, setDropped] = useState<AdhocFilter | null>(null);
  return (
    <DropZone
      accepts={['column']}
      testId={`control-${config.name}-drop`}
      onDrop={(item) => {
        const column = datasource?.columns.find((candidate) => candidate.columnName === item.name);
        if (column) setDropped(newSimpleFilter(item.name, isTemporal(column) ? 'TEMPORAL_RANGE' : 'IN'));
      }}
    >
      {filters.map((filter, index) => (
        <FilterPill
          key={`${index}-${filterLabel(filter)}`}
          filter={filter}
          index={index}
          datasource={datasource}
          onRemove={() => onChange(filters.filter((_, at) => at !== index))}
          onSave={(next) => onChange(filters.map((existing, at) => (at === index ? next : existing)))}
        />
      ))}
      <EditorPopover
        opened={adding || dropped !== null}
        onChange={(open) => {
          setAdding(open);
          if (!open) setDropped(null);
        }}
      >
        <EditorPopover.Target>
          <div>
            <AddPill label="Drop columns here or click" onClick={() => setAdding((open) => !open)} testId={`control-${config.name}-add`} />
          </div>
        </EditorPopover.Target>
        <EditorPopover.Dropdown>
          {(adding || dropped) && (
            <FilterEditor
              key={dropped ? filterLabel(dropped) : 'new'}
              filter={dropped}
              datasource={datasource}
              onClose={() => {
                setAdding(false);
                setDropped(null);
              }}
              onSave={(filter) => {
                onChange([...filters, filter]);
                setAdding(false);
                setDropped(null);
              }}
            />
          )}
        </EditorPopover.Dropdown>
      </EditorPopover>
    </DropZone>
  );
}
