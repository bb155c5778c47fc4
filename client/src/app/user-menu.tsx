import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { fullName, userInitials } from '../components/user-initials';
import { LogoutDocument } from '../gql/graphql';
import { useSession } from './session';
import { addDangerToast } from './toasts';

export function UserMenu() {
  const { me } = useSession();
  const [logout] = useMutation(LogoutDocument);
  if (!me) return null;

  const name = fullName(me) || me.username;

  const handleLogout = async () => {
    try {
      await logout();
    } catch (error) {
      addDangerToast(`Sorry, an error occurred: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // A full page load rather than a client-side route change: it discards the Apollo cache, the CSRF token
    // and any in-flight request of the old session in one step, so nothing of that user survives.
    window.location.assign('/login/');
  };

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={`User menu for ${name}`}>
          <Group gap="xs">
            <Avatar size="sm" radius="xl" color="tessera">
              {userInitials(me)}
            </Avatar>
            <Text size="sm" fw={500}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.email || me.username}</Menu.Label>
        <Menu.Item onClick={() => void handleLogout()} data-testid="logout">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
