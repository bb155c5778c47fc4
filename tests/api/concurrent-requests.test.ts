import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql, type GraphQLAnswer } from './support/graphql';
import { get, login, withQ } from './support/http';

/**
 * Requests in flight together must not disturb each other. Opening SQL Lab from Explore's 'View in SQL Lab'
 * creates the first tab while it reads the dataset; on the embedded metadata database the two statement
 * sequences once interleaved and the read failed with "bind message supplies 1 parameters, but prepared
 * statement "" requires 4".
 */
describe('concurrent requests', () => {
  let token: string;
  let datasetId: number;
  const createdTabs: number[] = [];

  beforeAll(async () => {
    token = (await login()).access_token;
    const list = await get(withQ('/api/v1/dataset/', '(filters:!((col:table_name,opr:eq,value:birth_names)))'), { token });
    datasetId = list.json.result[0].id;
  });

  afterAll(async () => {
    for (const id of createdTabs) await graphql('mutation($id: Int!) { deleteSqlLabTab(id: $id) }', { id }, token);
  });

  it('a tab created while datasets are read: every answer is whole', async () => {
    const failures: GraphQLAnswer[] = [];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        graphql(
          'mutation($input: CreateSqlLabTabInput!) { createSqlLabTab(input: $input) { id } }',
          { input: { label: `concurrent ${round}`, sql: 'SELECT 1', databaseId: null, catalog: null, schema: 'main', queryLimit: 1000, templateParams: '', hideLeftBar: false, autorun: false, savedQueryId: null } },
          token,
        ),
        graphql('query($id: Int!) { dataset(id: $id) { id tableName database { id } } }', { id: datasetId }, token),
        graphql('{ sqlLabTabs { tabs { id label } } }', {}, token),
        graphql('query($id: Int!) { dataset(id: $id) { id sql schema } }', { id: datasetId }, token),
      ]);
      const [created] = answers;
      if (created.data?.createSqlLabTab) createdTabs.push(created.data.createSqlLabTab.id);
      failures.push(...answers.filter((answer) => answer.status !== 200 || answer.errors));
    }
    expect(failures).toEqual([]);
    expect(createdTabs).toHaveLength(5);
  });
});
