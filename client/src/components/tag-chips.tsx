// A row's custom tags as chips (spec 1 §5): the name cut at 20 characters with an ellipsis, each linking to
// the tag's page in a new tab. Implicit tags (type:, owner:, favorited_by:) are the system's and not shown.
import { Badge, Group } from '@mantine/core';

export const TAG_NAME_MAX_SHOWN = 20;

export interface TagChip {
  id: number;
  name: string;
  /** 'custom' or 1 (REST's code) for a user's tag. */
  type: string | number;
}

export const tagLabel = (name: string) => (name.length > TAG_NAME_MAX_SHOWN ? `${name.slice(0, TAG_NAME_MAX_SHOWN)}...` : name);

export const tagPageUrl = (id: number) => `/all_entities/?id=${id}`;

export function TagChips({ tags }: { tags: readonly TagChip[] }) {
  const custom = tags.filter((t) => t.type === 'custom' || t.type === 1);
  if (!custom.length) return null;
  return (
    <Group gap={4} data-testid="tag-chips">
      {custom.map((tag) => (
        <Badge
          key={tag.id}
          component="a"
          href={tagPageUrl(tag.id)}
          target="_blank"
          rel="noreferrer"
          size="sm"
          variant="light"
          title={tag.name}
          style={{ cursor: 'pointer', textTransform: 'none' }}
          data-testid="tag-chip"
        >
          {tagLabel(tag.name)}
        </Badge>
      ))}
    </Group>
  );
}
