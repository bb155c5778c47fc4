import { Avatar, Tooltip } from '@mantine/core';
import { fullName, userInitials, type PersonName } from './user-initials';

/** Spec section 9: an avatar group shows up to 4 people, then "+N". */
export const MAX_AVATARS = 4;

interface Owner extends PersonName {
  id: number;
}

const COLORS = ['tessera', 'grape', 'orange', 'teal', 'indigo', 'pink', 'lime', 'cyan'];

export function OwnerAvatars({ owners }: { owners: readonly Owner[] }) {
  if (owners.length === 0) return null;
  const shown = owners.slice(0, MAX_AVATARS);
  const hidden = owners.slice(MAX_AVATARS);
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing={6}>
        {shown.map((owner) => (
          <Tooltip key={owner.id} label={fullName(owner)} withArrow>
            <Avatar size="sm" radius="xl" color={COLORS[owner.id % COLORS.length]} data-testid="owner-avatar">
              {userInitials(owner)}
            </Avatar>
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Tooltip label={hidden.map(fullName).join(', ')} withArrow>
            <Avatar size="sm" radius="xl">
              +{hidden.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
