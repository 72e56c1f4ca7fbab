import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api } from '@app/shared/api';
import { testUser } from '../test-support/fixtures';
import { $isLoggedIn, $user, setPushSubscribedSource, userRefreshDelay } from './user';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const member = testUser({ credits: 12 }, { id: 7 });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf(args: FetchArgs): string {
  const [input] = args;
  return input instanceof Request ? input.url : String(input);
}

function userCalls(fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>): number {
  return fetchMock.mock.calls.filter((call) => urlOf(call).includes('/api/user.php')).length;
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let unsubscribe: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    if (urlOf(args).includes('/api/user.php')) return json({ user: member });
    return json({ error: 'authentication_required' }, 403);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  cleanStores($user);
  $user.set(undefined);
  setPushSubscribedSource(() => false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('userRefreshDelay', () => {
  it('refreshes first after 5 s', () => {
    expect(userRefreshDelay(true, false)).toBe(5_000);
    expect(userRefreshDelay(true, true)).toBe(5_000);
  });

  it('then every 60 s', () => {
    expect(userRefreshDelay(false, false)).toBe(60_000);
  });

  it('then every 300 s when push is subscribed', () => {
    expect(userRefreshDelay(false, true)).toBe(300_000);
  });
});

describe('$user refresh schedule', () => {
  it('does not load the user before 5 s, loads at 5 s, then again after 60 s', async () => {
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(4_999);
    expect(userCalls(fetchMock)).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(userCalls(fetchMock)).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(userCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(userCalls(fetchMock)).toBe(2);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(userCalls(fetchMock)).toBe(3);
  });

  it('takes the refreshed user from the server', async () => {
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});
    fetchMock.mockImplementation(async () => json({ user: { ...member, credits: 3 } }));

    await vi.advanceTimersByTimeAsync(5_000);
    expect($user.get()?.credits).toBe(3);
  });

  it('refreshes every 300 s instead of 60 s when push is subscribed', async () => {
    setPushSubscribedSource(() => true);
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(5_000);
    expect(userCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(userCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(240_000 - 1);
    expect(userCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(userCalls(fetchMock)).toBe(2);
  });

  it('does not load the user while logged out', async () => {
    $user.set(null);
    unsubscribe = $user.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($user.get()).toBeNull();
  });

  it('starts refreshing once the visitor logs in', async () => {
    $user.set(null);
    unsubscribe = $user.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();

    $user.set(member);
    await vi.advanceTimersByTimeAsync(55_000 - 1);
    expect(userCalls(fetchMock)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(userCalls(fetchMock)).toBe(1);
  });

  it('stops refreshing once nothing listens to $user', async () => {
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(5_000);
    expect(userCalls(fetchMock)).toBe(1);

    unsubscribe();
    unsubscribe = undefined;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(userCalls(fetchMock)).toBe(1);
  });
});

describe('$user and authentication_required', () => {
  it('logs the user out when another endpoint answers 403 authentication_required', async () => {
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});
    expect($isLoggedIn.get()).toBe(true);

    await expect(api('/api/chats.php')).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect($user.get()).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
  });

  it('does not log the user out when user.php itself answers 403 authentication_required', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'authentication_required' }, 403));
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});

    await expect(api('/api/user.php')).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect($user.get()).toEqual(member);
  });

  it('does not log the user out for another 403', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'forbidden' }, 403));
    $user.set(member);
    unsubscribe = $user.subscribe(() => {});

    await expect(api('/api/chats.php')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect($user.get()).toEqual(member);
  });
});

describe('logout and other tabs', () => {
  it('ends every session with everywhere', async () => {
    vi.useRealTimers();
    $user.set(member);
    await import('./user').then(({ logout }) => logout({ everywhere: true }));
    expect($user.get()).toBeNull();
    expect(fetchMock.mock.calls.map(urlOf)).toEqual([expect.stringContaining('/api/logout.php?everywhere=1')]);
  });

  it('tells the other tabs of a logout and a login, and follows theirs', async () => {
    vi.useRealTimers();
    const { loadUser, logout } = await import('./user');
    $user.set(null);
    const otherTab = new BroadcastChannel('auth');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      await loadUser();
      await vi.waitFor(() => expect(heard).toEqual(['login']));
      await logout();
      await vi.waitFor(() => expect(heard).toEqual(['login', 'logout']));

      $user.set(member);
      otherTab.postMessage('logout');
      await vi.waitFor(() => expect($user.get()).toBeNull());
      otherTab.postMessage('login');
      await vi.waitFor(() => expect($user.get()).toEqual(member));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['login', 'logout']);
    } finally {
      otherTab.close();
    }
  });
});
