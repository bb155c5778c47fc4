import { ActionIcon } from '@mantine/core';
import { StarIcon } from '../features/explore/explore-icons';

/** The favourite star of a list row or card; the resource's own hook does the starring. */
export function FavoriteStarButton({ starred, onToggle }: { starred: boolean; onToggle: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color={starred ? 'yellow' : 'gray'}
      size="sm"
      onClick={onToggle}
      aria-label={starred ? 'Unstar' : 'Star'}
      aria-pressed={starred}
      data-testid="favorite-star"
    >
      <StarIcon filled={starred} />
    </ActionIcon>
  );
}
