import { describe, expect, it } from '@jest/globals';
import { get } from './support/http';

describe('GET /health', () => {
  it('answers 200 OK without authentication', async () => {
    const answer = await get('/health', { headers: { Accept: 'text/plain' } });
    expect(answer.status).toBe(200);
    expect(answer.text.trim()).toBe('OK');
  });
});
