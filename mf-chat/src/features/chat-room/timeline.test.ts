import { describe, expect, it } from 'vitest';
import type { Message } from '@app/shared/contract';
import type { OutboxEntry } from './outbox/outbox-entry';
import { deliveryState, latestIncoming, mergeMessages, timeline } from './timeline';

const ME = 1;
const THEM = 2;

function message(id: number, sender = ME, clientKey: string | null = null): Message {
  return {
    id,
    conversation: 9,
    sender,
    kind: 'text',
    body: `m${id}`,
    photo: null,
    gift: null,
    credits: 0,
    created_at: `2026-11-22T10:00:${String(id).padStart(2, '0')}.000Z`,
    client_key: clientKey,
  };
}

function entry(clientKey: string, state: OutboxEntry['state'] = 'sending', profileId = THEM): OutboxEntry {
  return {
    clientKey,
    request: { kind: 'text', profile_id: profileId, body: clientKey },
    createdAt: '2026-11-22T10:01:00.000Z',
    state,
    error: state === 'failed' ? 'insufficient_credits' : null,
    photo: null,
    gift: null,
  };
}

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever order pages and live events come in', () => {
    const merged = mergeMessages([message(3), message(5)], [message(4), message(5), message(1)]);
    expect(merged.map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });
});

describe('deliveryState', () => {
  const receipt = { conversation: 9, delivered_up_to: 5, read_up_to: 3 };
  it('reads the state from the receipt', () => {
    expect(deliveryState(3, receipt)).toBe('read');
    expect(deliveryState(4, receipt)).toBe('delivered');
    expect(deliveryState(6, receipt)).toBe('sent');
    expect(deliveryState(1, null)).toBe('sent');
  });
});

describe('timeline', () => {
  it('shows stored messages, then pending ones of this profile, with their states', () => {
    const items = timeline(
      [message(1, THEM), message(2, ME, 'k2')],
      [entry('k3'), entry('k4', 'failed'), entry('other', 'sending', 99)],
      { conversation: 9, delivered_up_to: 2, read_up_to: 0 },
      ME,
      THEM,
    );
    expect(items.map(({ key, own, state }) => ({ key, own, state }))).toEqual([
      { key: 'm1', own: false, state: null },
      { key: 'k2', own: true, state: 'delivered' },
      { key: 'k3', own: true, state: 'sending' },
      { key: 'k4', own: true, state: 'failed' },
    ]);
    expect(items[2]!.message.body).toBe('k3');
  });

  it('does not show a message twice when its live event arrives before the answer to the send', () => {
    const items = timeline([message(7, ME, 'k7')], [entry('k7')], null, ME, THEM);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ key: 'k7', state: 'sent', pending: null });
  });
});

describe('latestIncoming', () => {
  it("finds the other member's newest message", () => {
    expect(latestIncoming([message(1, THEM), message(2, THEM), message(3, ME)], ME)?.id).toBe(2);
    expect(latestIncoming([message(3, ME)], ME)).toBeNull();
  });
});
