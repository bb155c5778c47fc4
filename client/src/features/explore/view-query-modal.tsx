// 'View query': the SQL the chart's queries compile to (chartData with result type QUERY), one block per
// query, with a copy button.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { responseErrorsOf } from '../../app/graphql-errors';
import { ChartDataDocument, type ChartDataInput } from '../../gql/graphql';
import { updateFailureMessage } from '../../viz/chart-errors';
import { copyToClipboard } from '../../components/clipboard';

export function ViewQueryModal({ input, onClose }: { input: ChartDataInput; onClose: () => void }) {
  const { data, loading, error } = useQuery(ChartDataDocument, { variables: { input: { ...input, resultType: 'QUERY' } }, fetchPolicy: 'network-only' });
  const queries = data?.chartData.queries ?? [];
  return (
    <Modal opened onClose={onClose} title="View query" size={800} centered data-testid="view-query-modal">
      {loading && (
        <Center py="xl">
          <Loader aria-label="Loading query" />
        </Center>
      )}
      {error && <Alert color="red">{updateFailureMessage(responseErrorsOf(error))}</Alert>}
      <Stack>
        {queries.map((query, index) => (
          <Stack key={index} gap={4}>
            {queries.length > 1 && (
              <Text size="sm" fw={600}>
                {`Query ${index + 1}`}
              </Text>
            )}
            {query.error ? (
              <Alert color="red">{query.error}</Alert>
            ) : (
              <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }} data-testid="view-query-sql">
                {query.query ?? ''}
              </Code>
            )}
            <Group justify="flex-end">
              <Button size="xs" variant="default" disabled={!query.query} onClick={() => void copyToClipboard(query.query ?? '')}>
                Copy
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
