// The north pane of a tab: the toolbar (run/stop, row limit, estimate, format, template parameters, save,
// schedule, copy link, CTAS/CVAS) over the CodeMirror editor with schema-aware autocomplete and validation marks.
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { CompletionSource } from '@codemirror/autocomplete';
import { schemaCompletionSource } from '@codemirror/lang-sql';
import type { KeyBinding } from '@codemirror/view';
import { Box, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SqlEditor, type EditorSelectionState } from '../../components/sql-editor/sql-editor';
import type { EditorDiagnostic } from '../../components/sql-editor/diagnostics';
import { SqlLabSchemasDocument, SqlLabTableMetadataDocument, SqlLabTablesDocument, type SqlLabDatabaseFragment } from '../../gql/graphql';
import { columnCompletionSource, completionNamespace, functionCompletionSource, type CompletionInput } from './autocomplete';
import { dialectFor, functionsFor } from './dialect';
import { EditorToolbar, type EditorToolbarProps } from './editor-toolbar';
import type { QueryEditor } from './tab-model';

interface EditorPaneProps extends Omit<EditorToolbarProps, 'tab' | 'database'> {
  tab: QueryEditor;
  database: SqlLabDatabaseFragment | null;
  diagnostics: readonly EditorDiagnostic[];
  onSqlChange: (sql: string) => void;
  onSelectionChange: (selection: EditorSelectionState) => void;
  onFormat: () => void;
}

/** Columns of the tables opened in the left bar, for autocomplete (read from Apollo's cache or the server). */
function useOpenTableColumns(tab: QueryEditor): Record<string, { name: string; type: string }[]> {
  const client = useApolloClient();
  const [columns, setColumns] = useState<Record<string, { name: string; type: string }[]>>({});
  const key = tab.tables.map((t) => `${t.dbId}/${t.schema}/${t.name}`).join('|');
  useEffect(() => {
    let cancelled = false;
    const tables = tab.tables.filter((t) => t.dbId === tab.dbId);
    Promise.all(
      tables.map((t) =>
        client
          .query({ query: SqlLabTableMetadataDocument, variables: { databaseId: t.dbId, catalog: t.catalog, schema: t.schema, table: t.name } })
          .then(({ data }) => [t.name, (data?.tableMetadata.columns ?? []).map((c) => ({ name: c.name, type: c.type }))] as const)
          .catch(() => [t.name, []] as const),
      ),
    ).then((entries) => {
      if (!cancelled) setColumns(Object.fromEntries(entries));
    });
    return () => {
      cancelled = true;
    };
    // The key lists the opened tables; the effect re-reads when it changes.
  }, [client, key, tab.dbId]);
  return columns;
}

export function EditorPane({ tab, database, diagnostics, onSqlChange, onSelectionChange, onFormat, ...toolbar }: EditorPaneProps) {
  const schemas = useQuery(SqlLabSchemasDocument, { variables: { id: tab.dbId ?? 0, catalog: tab.catalog }, skip: tab.dbId === null });
  const tables = useQuery(SqlLabTablesDocument, {
    variables: { id: tab.dbId ?? 0, catalog: tab.catalog, schema: tab.schema ?? '' },
    skip: tab.dbId === null || !tab.schema,
  });
  const columns = useOpenTableColumns(tab);

  // The schema changes while the user types (a table card opens, a list refreshes). Reconfiguring the language
  // would close an open completion list, so the sources read the latest schema through a ref instead.
  const completionInput = useRef<CompletionInput>({ schemas: [], schema: null, tables: [], columns: {} });
  completionInput.current = {
    schemas: schemas.data?.databaseSchemas ?? [],
    schema: tab.schema,
    tables: (tables.data?.databaseTables.items ?? []).map((t) => t.value),
    columns,
  };
  const backend = database?.backend;
  const language = useMemo(() => {
    const dialect = dialectFor(backend);
    const schemaSource: CompletionSource = (context) => {
      const { namespace, defaultSchema } = completionNamespace(completionInput.current);
      return schemaCompletionSource({ dialect, schema: namespace, defaultSchema })(context);
    };
    const columnSource: CompletionSource = (context) => columnCompletionSource(completionInput.current)(context);
    return { dialect, extraCompletions: [schemaSource, columnSource, functionCompletionSource(functionsFor(backend))] };
  }, [backend]);

  const { onRun, onStop } = toolbar;
  const keyBindings = useMemo<KeyBinding[]>(
    () => [
      { key: 'Mod-Enter', run: () => (onRun(), true), preventDefault: true },
      { key: 'Ctrl-r', run: () => (onRun(), true), preventDefault: true },
      { key: 'Ctrl-e', run: () => (onStop(), true), preventDefault: true },
      { key: 'Mod-Shift-f', run: () => (onFormat(), true), preventDefault: true },
    ],
    [onRun, onStop, onFormat],
  );

  return (
    <Stack gap={0} h="100%" data-testid="sqllab-editor-pane">
      <EditorToolbar tab={tab} database={database} onFormat={onFormat} {...toolbar} />
      <Box style={{ flex: 1, minHeight: 0 }} px="xs" pb="xs">
        <SqlEditor
          value={tab.sql}
          onChange={onSqlChange}
          height="100%"
          language={language}
          keyBindings={keyBindings}
          diagnostics={diagnostics}
          initialCursor={tab.cursorPosition}
          onSelectionChange={onSelectionChange}
          autoFocus
          data-testid="sqllab-editor"
        />
      </Box>
    </Stack>
  );
}
