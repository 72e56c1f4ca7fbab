import { errorCodeOf, type SoakHttp, type SoakMember } from './soak-http';
import type { MemberSocket } from './soak-live';

/** A message the bench sent: its key, its recipient, and how its sending ended. */
export interface SentMessage {
  key: string;
  recipient: number;
  attempts: number;
  /** The final status (201 or a refusal); null while it is still being retried. */
  status: number | null;
  code: string | null;
  messageId: number | null;
}

export interface Purchase {
  key: string;
  /** Where it ended: the order's state after the return from the checkout, or the step that failed. */
  outcome: string;
}

/** Retries of a send cut off by an error: doubling from 1 s, at most 10 s apart. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth another try with the same key: no answer, the proxy's or a server's 5xx, or the key still held. */
function retryable(status: number, code: string | null): boolean {
  return status === 0 || status >= 500 || (status === 409 && code === 'request_in_progress');
}

/** mulberry32: the bench's seeded random numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What 1,000 members do, by weight: mostly browsing and profiles, a fifth chat, a few buy credits. */
const ACTIONS = [
  ['browse', 22],
  ['search', 10],
  ['profile', 20],
  ['like', 10],
  ['chats', 6],
  ['chat', 8],
  ['message', 22],
  ['buy', 2],
] as const;
export type ActionName = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

export function pickAction(random: () => number): ActionName {
  let roll = random() * TOTAL_WEIGHT;
  for (const [name, weight] of ACTIONS) if ((roll -= weight) < 0) return name;
  return 'browse';
}

/**
 * The members' actions through the proxy. `retryUntil()` is the time after which a failed send is
 * no longer retried (the end of the drain); every send and purchase is recorded.
 */
export function soakActions(options: {
  http: SoakHttp;
  members: SoakMember[];
  sockets: MemberSocket[];
  runId: string;
  random: () => number;
  retryUntil: () => number;
}) {
  const { http, members, sockets, runId, random } = options;
  const sent: SentMessage[] = [];
  const purchases: Purchase[] = [];
  const conversations = new Map<string, number>();
  let counter = 0;
  const other = (member: SoakMember) =>
    members[(member.index + 1 + Math.floor(random() * (members.length - 1))) % members.length]!;

  /** One request under an Idempotency-Key, retried with the same key while the answer says so. */
  async function withKey(kind: string, member: SoakMember, path: string, json: unknown, key: string) {
    let delay = RETRY_FIRST_MS;
    for (let attempt = 1; ; attempt++) {
      const answer = await http.call(attempt === 1 ? kind : `${kind} (retry)`, member, 'POST', path, { json, key });
      const code = errorCodeOf(answer.body);
      if (!retryable(answer.status, code) || Date.now() + delay > options.retryUntil()) {
        return { answer, code, attempts: attempt };
      }
      await pause(delay);
      delay = Math.min(RETRY_MAX_MS, delay * 2);
    }
  }

  async function message(member: SoakMember): Promise<void> {
    const to = other(member);
    const key = `soak-${runId}-${member.index}-${++counter}`;
    const record: SentMessage = {
      key,
      recipient: to.profileId,
      attempts: 0,
      status: null,
      code: null,
      messageId: null,
    };
    sent.push(record);
    const conversation = conversations.get(`${member.index}:${to.index}`);
    if (conversation) sockets[member.index]!.typing(conversation);
    const body = { kind: 'text', profile_id: to.profileId, body: `soak ${key}` };
    const { answer, code, attempts } = await withKey('message', member, '/api/message.php', body, key);
    Object.assign(record, { attempts, status: answer.status, code });
    const stored = (answer.body as { message?: { id: number; conversation: number } } | null)?.message;
    if (answer.status === 201 && stored) {
      record.messageId = stored.id;
      conversations.set(`${member.index}:${to.index}`, stored.conversation);
    }
  }

  /** Buys the second package through the sandbox provider, as the credits page and its checkout page do. */
  async function buy(member: SoakMember): Promise<void> {
    const key = `soak-${runId}-buy-${member.index}-${++counter}`;
    const purchase: Purchase = { key, outcome: 'started' };
    purchases.push(purchase);
    const list = await http.call('packages', member, 'GET', '/api/packages.php?country=NL');
    const pkg = (list.body as { packages?: Array<{ id: number; code: string }> } | null)?.packages?.[1];
    if (!pkg) return void (purchase.outcome = `packages ${list.status}`);
    const query = `package_id=${pkg.id}&country=NL&payment_method=ideal`;
    const quoted = await http.call('payment-quote', member, 'GET', `/api/payment-quote.php?${query}`);
    const quote = (quoted.body as { quote?: { amount: number; currency: string } } | null)?.quote;
    if (!quote) return void (purchase.outcome = `quote ${quoted.status}`);
    const json = {
      package_id: pkg.id,
      country: 'NL',
      payment_method: 'ideal',
      amount: quote.amount,
      currency: quote.currency,
    };
    const { answer } = await withKey('payment', member, '/api/payment.php', json, key);
    const started = answer.body as { order?: { id: number }; checkout_url?: string } | null;
    if (answer.status !== 201 || !started?.order || !started.checkout_url) {
      return void (purchase.outcome = `payment ${answer.status}`);
    }
    const checkout = new URL(started.checkout_url).pathname;
    const paid = await http.call('sandbox-checkout', member, 'POST', checkout, { form: 'outcome=paid' });
    if (paid.status !== 303) return void (purchase.outcome = `sandbox ${paid.status}`);
    const back = await http.call(
      'payment-return',
      member,
      'GET',
      `/api/payment.php?id=${started.order.id}&sync=return`,
    );
    const state = (back.body as { order?: { state: string } } | null)?.order?.state;
    purchase.outcome = state ?? `return ${back.status}`;
  }

  async function act(member: SoakMember, action: ActionName): Promise<void> {
    const peer = other(member);
    switch (action) {
      case 'browse':
        return void (await http.call('browse', member, 'GET', `/api/members.php?page=${1 + Math.floor(random() * 5)}`));
      case 'search': {
        const age = 20 + Math.floor(random() * 30);
        const query = `gender=${random() < 0.5 ? 'female' : 'male'}&min_age=${age}&max_age=${age + 10}`;
        return void (await http.call('search', member, 'GET', `/api/members.php?${query}`));
      }
      case 'profile':
        return void (await http.call('profile', member, 'GET', `/api/member.php?id=${peer.profileId}`));
      case 'like':
        return void (await http.call('like', member, 'POST', '/api/like.php', {
          json: { profile_id: peer.profileId },
        }));
      case 'chats':
        return void (await http.call('chats', member, 'GET', '/api/chats.php'));
      case 'chat':
        return void (await http.call('chat', member, 'GET', `/api/chat.php?profile=${peer.profileId}`));
      case 'message':
        return message(member);
      case 'buy':
        return buy(member);
    }
  }

  return { act, sent, purchases };
}
