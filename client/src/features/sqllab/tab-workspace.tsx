// One tab's workspace, laid out with react-mosaic: left bar | editor over results. Dragging a split resizes;
// the editor/results split is stored on the tab (northPercent/southPercent). Mosaic's own window chrome needs
// Blueprint, so each tile renders its own Mantine content and no toolbar.
import { Box } from '@mantine/core';
import { useState } from 'react';
import { Mosaic, type MosaicNode } from 'react-mosaic-component';
import 'react-mosaic-component/react-mosaic-component.css';
import type { EditorDiagnostic } from '../../components/sql-editor/diagnostics';
import type { EditorSelectionState } from '../../components/sql-editor/sql-editor';
import type { SqlLabDatabaseFragment } from '../../gql/graphql';
import type { CtasRequest } from './ctas-modal';
import { EditorPane } from './editor-pane';
import { layoutTree, LEFT_BAR_PERCENT, readLayout, type PaneKey } from './layout';
import { LeftBar } from './left-bar';
import { ResultsPane } from './results-pane';
import type { QueryRun } from './run-model';
import type { SqlLabSettings } from './sqllab-settings';
import type { QueryEditor, TableSchemaState } from './tab-model';
import classes from './tab-workspace.module.css';

export interface WorkspaceActions {
  change: (changes: Partial<QueryEditor>) => void;
  database: (database: SqlLabDatabaseFragment | null) => void;
  addTable: (name: string) => void;
  tableChange: (table: TableSchemaState, changes: Partial<TableSchemaState>) => void;
  removeTable: (table: TableSchemaState) => void;
  preview: (table: TableSchemaState, selectStar: string) => void;
  closePreview: (clientId: string) => void;
  run: () => void;
  stop: () => void;
  format: () => void;
  save: () => void;
  schedule: () => void;
  copyLink: () => void;
  ctas: (request: CtasRequest) => void;
  openInNewTab: (sql: string) => void;
}

interface TabWorkspaceProps {
  tab: QueryEditor;
  database: SqlLabDatabaseFragment | null;
  settings: SqlLabSettings;
  latest: QueryRun | null;
  previews: readonly QueryRun[];
  activePane: string;
  onPane: (pane: string) => void;
  diagnostics: readonly EditorDiagnostic[];
  stopping: boolean;
  canCsv: boolean;
  actions: WorkspaceActions;
}

export function TabWorkspace(props: TabWorkspaceProps) {
  const { tab, database, settings, latest, previews, activePane, onPane, diagnostics, stopping, canCsv, actions } = props;
  const [leftBarPercent, setLeftBarPercent] = useState(LEFT_BAR_PERCENT);
  // While dragging, mosaic needs the live tree; the tab is updated when the drag ends.
  const [dragTree, setDragTree] = useState<MosaicNode<PaneKey> | null>(null);
  const tree = dragTree ?? layoutTree(tab.northPercent, tab.hideLeftBar, leftBarPercent);
  const running = latest !== null && ['running', 'pending', 'started', 'fetching', 'scheduled'].includes(latest.state);

  const renderTile = (key: PaneKey) => {
    switch (key) {
      case 'leftBar':
        return (
          <Box className={classes.tile}>
            <LeftBar
              tab={tab}
              database={database}
              onDatabase={actions.database}
              onCatalog={(catalog) => actions.change({ catalog, schema: null })}
              onSchema={(schema) => actions.change({ schema })}
              onAddTable={actions.addTable}
              onTableChange={actions.tableChange}
              onRemoveTable={actions.removeTable}
              onPreview={actions.preview}
            />
          </Box>
        );
      case 'editor':
        return (
          <Box className={classes.tile}>
            <EditorPane
              tab={tab}
              database={database}
              settings={settings}
              running={running}
              stopping={stopping}
              diagnostics={diagnostics}
              onSqlChange={(sql) => actions.change({ sql })}
              onSelectionChange={(selection: EditorSelectionState) => actions.change({ cursorPosition: selection.cursor, selectedText: selection.selectedText })}
              onRun={actions.run}
              onStop={actions.stop}
              onFormat={actions.format}
              onLimit={(queryLimit) => actions.change({ queryLimit })}
              onTemplateParams={(templateParams) => actions.change({ templateParams })}
              onSave={actions.save}
              onSchedule={actions.schedule}
              onCopyLink={actions.copyLink}
              onCtas={actions.ctas}
            />
          </Box>
        );
      case 'results':
        return (
          <Box className={classes.tile}>
            <ResultsPane
              tab={tab}
              latest={latest}
              previews={previews}
              activePane={activePane}
              canCsv={canCsv}
              onPane={onPane}
              onClosePreview={actions.closePreview}
              onOpenInTab={actions.openInNewTab}
              onSetSql={(sql) => actions.change({ sql })}
            />
          </Box>
        );
    }
  };

  return (
    <Box className={classes.workspace} data-testid="sqllab-workspace">
      <Mosaic<PaneKey>
        className={classes.mosaic}
        value={tree}
        renderTile={(key) => renderTile(key)}
        onChange={(next) => setDragTree(next)}
        onRelease={(next) => {
          setDragTree(null);
          const { northPercent, leftBarPercent: left } = readLayout(next);
          if (left !== null) setLeftBarPercent(left);
          if (northPercent !== null && Math.round(northPercent) !== Math.round(tab.northPercent)) {
            actions.change({ northPercent, southPercent: 100 - northPercent });
          }
        }}
        resize={{ minimumPaneSizePercentage: 10 }}
      />
    </Box>
  );
}
