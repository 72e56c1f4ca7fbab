import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api, ApiError } from './client';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
type FetchMock = Mock<(...args: FetchArgs) => Promise<Response>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Settles a promise without an unhandled rejection, to inspect it after advancing the clock. */
function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** A fetch that answers `answer()`, or rejects like the platform's when the call's signal aborts. */
function fetchHonouringAbort(answer: () => Response): FetchMock {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    return answer();
  });
}

function stub(fetchMock: FetchMock): FetchMock {
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api: request', () => {
  it('sends credentials same-origin and the path as given, with the query', async () => {
    const fetchMock = stub(vi.fn(async () => json({})));
    await api('/api/members.php', { query: { city: 'São Paulo', page: 1 } });
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/members.php?city=S%C3%A3o+Paulo&page=1');
    expect(init?.credentials).toBe('same-origin');
  });

  it('uploads FormData unchanged, without a JSON content type, with an Idempotency-Key', async () => {
    const fetchMock = stub(vi.fn(async () => json({ photo_id: 1 })));
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await expect(api('/api/photos.php', { method: 'POST', body: form })).resolves.toEqual({ photo_id: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('uploads a File as the raw body, its type left to the browser', async () => {
    const fetchMock = stub(vi.fn(async () => json({})));
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await api('/api/chat-photo.php', { method: 'POST', body: file });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });
});

describe('api: answers without JSON', () => {
  it('resolves a 204 with undefined', async () => {
    stub(vi.fn(async () => new Response(null, { status: 204 })));
    await expect(api('/api/chat-read.php', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('resolves a text answer with its text', async () => {
    stub(vi.fn(async () => new Response('pong', { headers: { 'content-type': 'text/plain' } })));
    await expect(api('/api/ping.php')).resolves.toBe('pong');
  });

  it('turns an HTML error page into ApiError internal_error with its status and an empty body', async () => {
    const html = '<html><body>Bad gateway</body></html>';
    stub(vi.fn(async () => new Response(html, { status: 502, headers: { 'content-type': 'text/html' } })));
    const { error } = await settle(api('/api/chats.php', { retry: 0 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'internal_error' });
    expect((error as ApiError).body).toEqual({});
  });

  it('turns a broken JSON error body into ApiError internal_error', async () => {
    stub(
      vi.fn(async () => new Response('{"error":', { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    const { error } = await settle(api('/api/chats.php'));
    expect(error).toMatchObject({ status: 400, code: 'internal_error' });
    expect((error as ApiError).body).toEqual({});
  });

  it('turns a body that cannot be read into network_error, without retrying', async () => {
    const broken = json({});
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    const fetchMock = stub(vi.fn(async () => broken));
    const { error } = await settle(api('/api/chats.php'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api: abort', () => {
  it('does not retry a call aborted while fetching and ends as network_error', async () => {
    const controller = new AbortController();
    const fetchMock = stub(
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const result = settle(api('/api/members.php', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await result).error).toMatchObject({ status: 0, code: 'network_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops at once when aborted while waiting to retry, without another fetch', async () => {
    const controller = new AbortController();
    const fetchMock = stub(fetchHonouringAbort(() => json({ error: 'unavailable' }, 503)));
    const result = settle(api('/api/members.php', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect((await result).error).toMatchObject({ status: 0, code: 'network_error' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a call aborted with a reason of its own (not an AbortError)', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stale search'));
    const fetchMock = stub(fetchHonouringAbort(() => json({})));
    const result = settle(api('/api/members.php', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await result).error).toMatchObject({ status: 0, code: 'network_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
