import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Title order={2}>404 Not found</Title>
      <Text c="dimmed">This page does not exist.</Text>
      <Anchor component={Link} to="/chart/list/">
        Go to the chart list
      </Anchor>
    </Stack>
  );
}
