import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api, ApiError, onAuthenticationRequired, setClientType } from './client';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch stub that answers each call with the next status in the list (the last one repeats). */
function answering(
  ...answers: Array<[status: number, body: unknown]>
): Mock<(...args: FetchArgs) => Promise<Response>> {
  let call = 0;
  return vi.fn(async () => {
    const [status, body] = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return json(body, status);
  });
}

/** The headers a fetch call carried, whether it was given a Request or (url, init). */
function headersOf(args: FetchArgs | undefined): Headers {
  if (!args) throw new Error('fetch was not called');
  const [input, init] = args;
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init?.headers).forEach((value, key) => headers.set(key, value));
  return headers;
}

function urlOf(args: FetchArgs | undefined): string {
  if (!args) throw new Error('fetch was not called');
  const [input] = args;
  return input instanceof Request ? input.url : String(input);
}

function methodOf(args: FetchArgs | undefined): string {
  if (!args) throw new Error('fetch was not called');
  const [input, init] = args;
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/** Settles a promise without an unhandled rejection, to inspect it after advancing the clock. */
function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setClientType('web');
});

describe('api: answers', () => {
  it('resolves with the JSON body of a successful answer', async () => {
    fetchMock = answering([200, { user: null, ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/user.php')).resolves.toEqual({ user: null, ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0])).toContain('/api/user.php');
    expect(methodOf(fetchMock.mock.calls[0])).toBe('GET');
  });

  it('sends the query string', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/members.php', { query: { page: 2, online: true, skip: undefined } });
    const url = urlOf(fetchMock.mock.calls[0]);
    expect(url).toContain('page=2');
    expect(url).toContain('online=true');
    expect(url).not.toContain('skip');
  });

  it('surfaces an error body as an ApiError with its code and body', async () => {
    fetchMock = answering([403, { error: 'login_blocked', minutes: 5 }]);
    vi.stubGlobal('fetch', fetchMock);
    const { error } = await settle(api('/api/login.php', { method: 'POST', body: { email: 'a@b.c' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'login_blocked', body: { minutes: 5 } });
    expect((error as ApiError).body.minutes).toBe(5);
  });

  it('calls an error without a body internal_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 404, headers: { 'content-type': 'text/plain' } })),
    );
    const { error } = await settle(api('/api/nothing.php'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'internal_error' });
  });
});

describe('api: retries', () => {
  it('retries a GET answered 503 twice and resolves with the third answer', async () => {
    fetchMock = answering([503, { error: 'unavailable' }], [503, { error: 'unavailable' }], [200, { chats: [] }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toEqual({ value: { chats: [] } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('waits 250 ms before the first retry and 500 ms before the second', async () => {
    fetchMock = answering([503, {}], [503, {}], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await result).toEqual({ value: { ok: true } });
  });

  it('makes at most 1 + 5 attempts, 250/500/1000/2000/4000 ms apart, then throws ApiError 503', async () => {
    fetchMock = answering([503, { error: 'unavailable' }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    let calls = 1;
    for (const delay of [250, 500, 1000, 2000, 4000]) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
      await vi.advanceTimersByTimeAsync(1);
      calls += 1;
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(6);

    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it.each([500, 502, 504, 429, 408])('retries a %i', async (status) => {
    fetchMock = answering([status, {}], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toEqual({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 409', async () => {
    fetchMock = answering([409, { error: 'validation_failed' }], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php', { method: 'POST', body: {} }));
    await vi.advanceTimersByTimeAsync(20_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([400, 403, 404])('does not retry a %i', async (status) => {
    fetchMock = answering([status, { error: 'forbidden' }], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await result).error).toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure and ends as ApiError network_error', async () => {
    fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));
    await vi.advanceTimersByTimeAsync(20_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('recovers when the network comes back during the retries', async () => {
    let call = 0;
    fetchMock = vi.fn(async () => {
      call += 1;
      if (call < 3) throw new TypeError('Failed to fetch');
      return json({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toEqual({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a call with retry 0', async () => {
    fetchMock = answering([503, {}], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/beacon.php', { method: 'POST', body: {}, retry: 0 }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await result).error).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a call with retry 1 once', async () => {
    fetchMock = answering([503, {}]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/logout.php', { retry: 1 }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await result).error).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits 250 ms before the first retry of a call with its own retry budget (retry 1)', async () => {
    fetchMock = answering([503, {}], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/logout.php', { retry: 1 }));
    await vi.advanceTimersByTimeAsync(250);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toEqual({ value: { ok: true } });
  });
});

describe('api: headers', () => {
  it('sends X-Client-Type web by default', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/user.php');
    expect(headersOf(fetchMock.mock.calls[0]).get('X-Client-Type')).toBe('web');
  });

  it('sends X-Client-Type app after setClientType("app"), on GET and POST', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    setClientType('app');
    await api('/api/user.php');
    await api('/api/chats.php', { method: 'POST', body: { text: 'hi' } });
    expect(headersOf(fetchMock.mock.calls[0]).get('X-Client-Type')).toBe('app');
    expect(headersOf(fetchMock.mock.calls[1]).get('X-Client-Type')).toBe('app');
  });

  it('sends X-Client-Type on every retry', async () => {
    fetchMock = answering([503, {}], [503, {}], [200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    setClientType('app');
    const result = settle(api('/api/user.php'));
    await vi.advanceTimersByTimeAsync(10_000);
    await result;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const call of fetchMock.mock.calls) expect(headersOf(call).get('X-Client-Type')).toBe('app');
  });

  it('sends no Idempotency-Key on a GET', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/user.php');
    expect(headersOf(fetchMock.mock.calls[0]).has('Idempotency-Key')).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends an Idempotency-Key on a %s', async (method) => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/thing.php', { method, body: { a: 1 } });
    expect(methodOf(fetchMock.mock.calls[0])).toBe(method);
    expect(headersOf(fetchMock.mock.calls[0]).get('Idempotency-Key')).toBeTruthy();
  });

  it('retries a POST with the same Idempotency-Key every time', async () => {
    fetchMock = answering([503, {}], [502, {}], [503, {}], [200, { ok: true }]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/payment.php', { method: 'POST', body: { amount: 10 } }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toEqual({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const keys = fetchMock.mock.calls.map((call) => headersOf(call).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('gives two separate POSTs different keys', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/chats.php', { method: 'POST', body: {} });
    await api('/api/chats.php', { method: 'POST', body: {} });
    const [first, second] = fetchMock.mock.calls.map((call) => headersOf(call).get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('uses the key the caller gives', async () => {
    fetchMock = answering([503, {}], [200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    const result = settle(api('/api/chats.php', { method: 'POST', body: {}, idempotencyKey: 'outbox-42' }));
    await vi.advanceTimersByTimeAsync(1_000);
    await result;
    expect(fetchMock.mock.calls.map((call) => headersOf(call).get('Idempotency-Key'))).toEqual([
      'outbox-42',
      'outbox-42',
    ]);
  });

  it('sends a JSON body', async () => {
    fetchMock = answering([200, {}]);
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/user.php', { method: 'PUT', body: { language: 'de' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'de' });
    expect(headersOf(fetchMock.mock.calls[0]).get('content-type')).toContain('application/json');
  });
});

describe('api: authentication required', () => {
  it('tells the listeners when another endpoint answers 403 authentication_required', async () => {
    vi.stubGlobal('fetch', answering([403, { error: 'authentication_required' }]));
    const listener = vi.fn();
    const stop = onAuthenticationRequired(listener);
    const { error } = await settle(api('/api/chats.php'));
    stop();
    expect(error).toMatchObject({ status: 403, code: 'authentication_required' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not tell the listeners for user.php', async () => {
    vi.stubGlobal('fetch', answering([403, { error: 'authentication_required' }]));
    const listener = vi.fn();
    const stop = onAuthenticationRequired(listener);
    await settle(api('/api/user.php'));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not tell the listeners for another 403', async () => {
    vi.stubGlobal('fetch', answering([403, { error: 'forbidden' }]));
    const listener = vi.fn();
    const stop = onAuthenticationRequired(listener);
    await settle(api('/api/chats.php'));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', async () => {
    vi.stubGlobal('fetch', answering([403, { error: 'authentication_required' }]));
    const listener = vi.fn();
    onAuthenticationRequired(listener)();
    await settle(api('/api/chats.php'));
    expect(listener).not.toHaveBeenCalled();
  });
});
