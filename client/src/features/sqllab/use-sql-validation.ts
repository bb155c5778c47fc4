// Validation markers: the server validates the tab's SQL a moment after typing stops; its annotations become
// editor diagnostics. Engines without a validator answer nothing, and failures leave the editor unmarked. A
// new tab's `SELECT ...` is a prompt, not a query: it is not validated, so no squiggle greets a new tab.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { EditorDiagnostic } from '../../components/sql-editor/diagnostics';
import { ValidateSqlDocument } from '../../gql/graphql';
import { isNewTabSql, type QueryEditor } from './tab-model';

export const VALIDATION_DEBOUNCE_MS = 600;

export function useSqlValidation(tab: QueryEditor | null): EditorDiagnostic[] {
  const client = useApolloClient();
  const [diagnostics, setDiagnostics] = useState<EditorDiagnostic[]>([]);
  const dbId = tab?.dbId ?? null;
  const sql = tab?.sql ?? '';
  const catalog = tab?.catalog ?? null;
  const schema = tab?.schema ?? null;
  const templateParams = tab?.templateParams ?? '';

  useEffect(() => {
    if (dbId === null || !sql.trim() || isNewTabSql(sql)) {
      setDiagnostics([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      client
        .query({ query: ValidateSqlDocument, variables: { databaseId: dbId, sql, catalog, schema, templateParams: templateParams || null }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          if (cancelled) return;
          setDiagnostics(
            (data?.validateSql ?? []).map((a) => ({ line: a.lineNumber, startColumn: a.startColumn, endColumn: a.endColumn, message: a.message, severity: 'error' as const })),
          );
        })
        .catch(() => {
          if (!cancelled) setDiagnostics([]);
        });
    }, VALIDATION_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, dbId, sql, catalog, schema, templateParams]);

  return diagnostics;
}
