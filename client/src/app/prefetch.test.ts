import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, jest } from '@jest/globals';
import { Observable } from 'rxjs';
import { createPrefetcher } from './prefetch';

const GREETING: TypedDocumentNode<{ greeting: string }, { name: string }> = gql`
  query Greeting($name: String!) {
    greeting(name: $name)
  }
`;

/** A server stand-in: answers `Hello, <name> #<n>` (n counts the requests it got), or fails for 'nobody'. */
function setUp() {
  const sent: string[] = [];
  const server = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = String(operation.variables.name);
        sent.push(name);
        if (name === 'nobody') observer.error(new Error('no such person'));
        else if (name === 'stranger' && sent.length === 1) {
          observer.next({ data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] } as never);
          observer.complete();
        } else {
          observer.next({ data: { greeting: `Hello, ${name} #${sent.length}` } });
          observer.complete();
        }
      }),
  );
  const prefetcher = createPrefetcher(server, () => client);
  const client: ApolloClient = new ApolloClient({ link: ApolloLink.from([prefetcher.link, server]), cache: new InMemoryCache() });
  return { client, prefetch: prefetcher.prefetch, sent };
}

describe('prefetch', () => {
  it("hands the prefetched answer to the first query asking the same, whatever its fetch policy, and only to that one", async () => {
    const { client, prefetch, sent } = setUp();
    await expect(prefetch(GREETING, { name: 'ada' })).resolves.toEqual({ greeting: 'Hello, ada #1' });

    const first = await client.query({ query: GREETING, variables: { name: 'ada' }, fetchPolicy: 'network-only' });
    expect(first.data).toEqual({ greeting: 'Hello, ada #1' });
    expect(sent).toEqual(['ada']);

    const second = await client.query({ query: GREETING, variables: { name: 'ada' }, fetchPolicy: 'network-only' });
    expect(second.data).toEqual({ greeting: 'Hello, ada #2' });
    expect(sent).toEqual(['ada', 'ada']);
  });

  it('serves a query that asks while the prefetch is still on its way, with one request', async () => {
    const { client, prefetch, sent } = setUp();
    const prefetched = prefetch(GREETING, { name: 'bob' });
    const asked = client.query({ query: GREETING, variables: { name: 'bob' }, fetchPolicy: 'no-cache' });
    expect((await asked).data).toEqual({ greeting: 'Hello, bob #1' });
    await prefetched;
    expect(sent).toEqual(['bob']);
  });

  it('leaves a query with other variables to the server', async () => {
    const { client, prefetch, sent } = setUp();
    await prefetch(GREETING, { name: 'ada' });
    const other = await client.query({ query: GREETING, variables: { name: 'eve' } });
    expect(other.data).toEqual({ greeting: 'Hello, eve #2' });
    expect(sent).toEqual(['ada', 'eve']);
  });

  it('runs onData with the answer before the screen’s query receives it', async () => {
    const { client, prefetch } = setUp();
    const order: string[] = [];
    const prefetched = prefetch(GREETING, { name: 'ada' }, (data) => order.push(`onData ${data.greeting}`));
    const asked = client.query({ query: GREETING, variables: { name: 'ada' }, fetchPolicy: 'network-only' }).then((result) => order.push(`query ${result.data?.greeting}`));
    await Promise.all([prefetched, asked]);
    expect(order).toEqual(['onData Hello, ada #1', 'query Hello, ada #1']);
  });

  it('answers null for a failed prefetch, and the screen’s query asks the server again', async () => {
    const { client, prefetch, sent } = setUp();
    await expect(prefetch(GREETING, { name: 'nobody' })).resolves.toBeNull();
    await expect(client.query({ query: GREETING, variables: { name: 'nobody' } })).rejects.toThrow('no such person');
    expect(sent).toEqual(['nobody', 'nobody']);
  });

  it('drops an answer with errors: the screen asks the server again', async () => {
    const { client, prefetch, sent } = setUp();
    await expect(prefetch(GREETING, { name: 'stranger' })).resolves.toBeNull();
    expect((await client.query({ query: GREETING, variables: { name: 'stranger' } })).data).toEqual({ greeting: 'Hello, stranger #2' });
    expect(sent).toEqual(['stranger', 'stranger']);
  });

  it('leaves a query to the server once the prefetched answer went stale', async () => {
    const { client, prefetch, sent } = setUp();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await prefetch(GREETING, { name: 'ada' });
      clock.mockReturnValue(now + 15_001);
      expect((await client.query({ query: GREETING, variables: { name: 'ada' } })).data).toEqual({ greeting: 'Hello, ada #2' });
      expect(sent).toEqual(['ada', 'ada']);
    } finally {
      clock.mockRestore();
    }
  });

  it('sends nothing for a prefetch that comes after the screen asked the same itself', async () => {
    const { client, prefetch, sent } = setUp();
    expect((await client.query({ query: GREETING, variables: { name: 'ada' } })).data).toEqual({ greeting: 'Hello, ada #1' });
    await expect(prefetch(GREETING, { name: 'ada' })).resolves.toBeNull();
    expect(sent).toEqual(['ada']);
  });

  it('keeps the answer when onData throws', async () => {
    const { client, prefetch } = setUp();
    const prefetched = prefetch(GREETING, { name: 'ada' }, () => {
      throw new Error('follow-up failed');
    });
    await expect(prefetched).resolves.toEqual({ greeting: 'Hello, ada #1' });
    expect((await client.query({ query: GREETING, variables: { name: 'ada' } })).data).toEqual({ greeting: 'Hello, ada #1' });
  });
});
