import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptFirstAnswers, api } from './client';
import { FIRST_ANSWER_MAX_AGE_MS } from './first-answers';

const fetchStub = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
  return new Response(JSON.stringify({ from: 'server' }), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  acceptFirstAnswers({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answers the server gave in the page', () => {
  it('answer the first GET of their address without a request, once', async () => {
    acceptFirstAnswers({ '/api/members.php?page=1': { from: 'page' } });
    await expect(api('/api/members.php', { query: { page: 1 } })).resolves.toEqual({ from: 'page' });
    expect(fetchStub).not.toHaveBeenCalled();
    await expect(api('/api/members.php', { query: { page: 1 } })).resolves.toEqual({ from: 'server' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('answer no other address, no other method and no aborted call', async () => {
    acceptFirstAnswers({ '/api/chats.php': { from: 'page' } });
    await expect(api('/api/members.php', { query: { page: 2 } })).resolves.toEqual({ from: 'server' });
    await expect(api('/api/chats.php', { method: 'POST', body: {} })).resolves.toEqual({ from: 'server' });
    const aborted = new AbortController();
    aborted.abort();
    await expect(api('/api/chats.php', { signal: aborted.signal })).rejects.toMatchObject({ code: 'network_error' });
    await expect(api('/api/chats.php')).resolves.toEqual({ from: 'page' });
  });

  it('are not used once the first page is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    acceptFirstAnswers({ '/api/chats.php': { from: 'page' }, '/api/likes.php': { from: 'page' } });
    vi.setSystemTime(Date.now() + FIRST_ANSWER_MAX_AGE_MS + 1);
    await expect(api('/api/chats.php')).resolves.toEqual({ from: 'server' });
    await expect(api('/api/likes.php')).resolves.toEqual({ from: 'server' });
  });
});
