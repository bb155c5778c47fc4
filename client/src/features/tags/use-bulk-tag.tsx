// 'Add Tag' in a list's bulk selection banner (spec 1 §2): the action and the modal it opens. Shown only
// with TAGGING_SYSTEM on and for people who may bulk-tag.
import { useState, type ReactNode } from 'react';
import type { ListViewBulkAction } from '../../components/list-view/list-view-bulk';
import type { TaggableType } from '../../gql/graphql';
import { BulkTagModal } from './bulk-tag-modal';

export function useBulkTag(options: { objectType: TaggableType; resourceName: string; enabled: boolean; onTagged: () => void }): {
  actions: ListViewBulkAction<number>[];
  modal: ReactNode;
} {
  const [ids, setIds] = useState<number[] | null>(null);
  const actions: ListViewBulkAction<number>[] = options.enabled ? [{ label: 'Add Tag', testId: 'bulk-add-tag', run: (keys) => setIds(keys) }] : [];
  const modal = (
    <BulkTagModal
      opened={ids !== null}
      objectType={options.objectType}
      resourceName={options.resourceName}
      ids={ids ?? []}
      onClose={() => setIds(null)}
      onTagged={options.onTagged}
    />
  );
  return { actions, modal };
}
