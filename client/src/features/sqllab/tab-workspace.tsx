// One tab's workspace: left bar | editor over results. Both splits move by dragging their separator or with
// the keyboard; the editor/results split is stored on the tab (northPercent/southPercent) and persisted with
// its state, the left bar's width is a page-wide preference.
import { Box } from '@mantine/core';
import { useState } from 'react';
import { SplitPane } from '../../components/split-pane/split-pane';
import type { EditorDiagnostic } from '../../components/sql-editor/diagnostics';
import type { EditorSelectionState } from '../../components/sql-editor/sql-editor';
import type { SqlLabDatabaseFragment } from '../../gql/graphql';
import type { CtasRequest } from './ctas-modal';
import { EditorPane } from './editor-pane';
import { LEFT_BAR_BOUNDS, LEFT_BAR_PERCENT, NORTH_BOUNDS } from './layout';
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
  const running = latest !== null && ['running', 'pending', 'started', 'fetching', 'scheduled'].includes(latest.state);

  const leftBar = (
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
  const editor = (
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
  const results = (
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

  const editorOverResults = (
    <SplitPane
      direction="column"
      percent={tab.northPercent}
      bounds={NORTH_BOUNDS}
      onResize={(northPercent) => actions.change({ northPercent, southPercent: 100 - northPercent })}
      label="Resize editor and results"
      first={editor}
      second={results}
      data-testid="sqllab-editor-results-split"
    />
  );
  return (
    <Box className={classes.workspace} data-testid="sqllab-workspace">
      {tab.hideLeftBar ? (
        editorOverResults
      ) : (
        <SplitPane
          direction="row"
          percent={leftBarPercent}
          bounds={LEFT_BAR_BOUNDS}
          onResize={setLeftBarPercent}
          label="Resize the left bar"
          first={leftBar}
          second={editorOverResults}
        />
      )}
    </Box>
  );
}
