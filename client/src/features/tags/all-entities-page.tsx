// A tag's page (/all_entities/?id={tagId}, spec 1 §2): every object carrying the tag that the person may see,
// grouped by type (dashboards, charts, saved queries, datasets), each linking to the object.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { OwnerAvatars } from '../../components/owner-avatars';
import { humanizeRelative } from '../../components/relative-time';
import { TagPageDocument, type TagPageQuery, type TaggableType } from '../../gql/graphql';
import { tagSearchError } from './tag-select';

type TaggedObject = TagPageQuery['taggedObjects'][number];

const SECTIONS: ReadonlyArray<{ type: TaggableType; title: string }> = [
  { type: 'DASHBOARD', title: 'Dashboards' },
  { type: 'CHART', title: 'Charts' },
  { type: 'QUERY', title: 'Saved queries' },
  { type: 'DATASET', title: 'Datasets' },
];

function ObjectTable({ objects }: { objects: readonly TaggedObject[] }) {
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th w={160}>Modified</Table.Th>
          <Table.Th w={160}>Owners</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {objects.map((o) => (
          <Table.Tr key={o.id} data-testid="tagged-object-row">
            <Table.Td>
              <Anchor component={Link} to={o.url} fw={500}>
                {o.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{o.changedOn ? humanizeRelative(o.changedOn) : ''}</Table.Td>
            <Table.Td>
              <OwnerAvatars owners={o.owners} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function AllEntitiesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(TagPageDocument, { variables: { id }, skip: !valid });
  if (!valid) return <Alert color="red">No tag was given: the address needs ?id=&lt;tag id&gt;.</Alert>;
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (error) return <Alert color="red">{tagSearchError(error)}</Alert>;
  if (!data?.tag) return <Alert color="red">Tag not found</Alert>;
  const objects = data.taggedObjects;
  return (
    <Stack gap="lg" data-testid="tag-page">
      <Stack gap={4}>
        <Title order={2}>{data.tag.name}</Title>
        {data.tag.description && <Text c="dimmed">{data.tag.description}</Text>}
      </Stack>
      {objects.length === 0 && <Text c="dimmed">No objects are tagged with {data.tag.name}.</Text>}
      {SECTIONS.map(({ type, title }) => {
        const ofType = objects.filter((o) => o.type === type);
        if (!ofType.length) return null;
        return (
          <Stack key={type} gap="xs" data-testid={`tag-page-${type.toLowerCase()}`}>
            <Title order={4}>
              {title} ({ofType.length})
            </Title>
            <ObjectTable objects={ofType} />
          </Stack>
        );
      })}
    </Stack>
  );
}
