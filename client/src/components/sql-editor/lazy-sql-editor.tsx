// The SQL editor for screens where it is optional (a custom SQL tab of explore's popovers, a virtual dataset's
// source, a saved query's preview): CodeMirror is fetched the first time such an editor is shown, not with the
// screen. SQL Lab, which always shows one, imports sql-editor.tsx itself.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SqlEditor } from './sql-editor';

const Editor = lazy(() => import('./sql-editor').then((module) => ({ default: module.SqlEditor })));

export function LazySqlEditor(props: ComponentProps<typeof SqlEditor>) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 240} aria-label="Loading the SQL editor" />}>
      <Editor {...props} />
    </Suspense>
  );
}
