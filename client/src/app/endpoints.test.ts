import { graphqlWsUrl } from './endpoints';

describe('graphqlWsUrl', () => {
  it.each([
    [{ protocol: 'http:', host: '127.0.0.1:8088' }, 'ws://127.0.0.1:8088/graphql'],
    [{ protocol: 'https:', host: 'bi.example.com' }, 'wss://bi.example.com/graphql'],
  ])('maps %j to %s', (location, url) => {
    expect(graphqlWsUrl(location)).toBe(url);
  });
});
