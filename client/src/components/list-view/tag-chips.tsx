// An object's tags as chips, each linking to the page of everything carrying that tag (spec 1 §2: opened in a
// new tab), the name cut at 20 characters (spec 1 §9).
import { Badge, Group, Tooltip } from '@mantine/core';

/** Spec 1 §9: tag names longer than this are cut, with an ellipsis. */
export const TAG_NAME_MAX = 20;

/** A tag's name as a chip shows it: at most TAG_NAME_MAX characters, the last one an ellipsis when cut. */
export function truncateTagName(name: string, max = TAG_NAME_MAX): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : name;
}

export interface TagChip {
  id: number;
  name: string;
}

export function TagChips({ tags }: { tags: readonly TagChip[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} data-testid="tag-chips">
      {tags.map((tag) => {
        const shown = truncateTagName(tag.name);
        const chip = (
          <Badge
            key={tag.id}
            component="a"
            href={`/all_entities/?id=${tag.id}`}
            target="_blank"
            rel="noreferrer"
            variant="light"
            color="gray"
            radius="sm"
            tt="none"
            style={{ cursor: 'pointer' }}
            data-testid="tag-chip"
          >
            {shown}
          </Badge>
        );
        return shown === tag.name ? chip : (
          <Tooltip key={tag.id} label={tag.name} withArrow>
            {chip}
          </Tooltip>
        );
      })}
    </Group>
  );
}
