import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHelpers } from './support/chat-members';
import { nextTestIp, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * The 500s of issue 18 from valid JSON: a NUL in a text and an id beyond PostgreSQL's int4 (or below 1)
 * reached the database. Each is now a 400 `validation_failed` that names the field (the shared id and
 * text rules, `shared/src/contract/id.ts` and `text.ts`).
 */
const NUL = 'Hello\u0000there, a text long enough for every minimum';
const BEYOND_INT4 = 2_147_483_648;

interface Edge {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | ((other: SignedUpMember) => string);
  body?: (other: SignedUpMember) => Record<string, unknown>;
  field: string;
  visitor?: boolean;
}

const EDGES: Edge[] = [
  { method: 'GET', url: '/api/settings.php?forced_domain=example%00.com', field: 'forced_domain', visitor: true },
  {
    method: 'POST',
    url: '/api/complaints.php',
    body: () => ({ name: 'Ro\u0000bin', email: 'robin@example.com', subject: 'other', message: 'x'.repeat(30) }),
    field: 'name',
    visitor: true,
  },
  {
    method: 'POST',
    url: '/api/complaints.php',
    body: () => ({ name: 'Robin', email: 'robin@example.com', subject: 'other', message: NUL }),
    field: 'message',
    visitor: true,
  },
  { method: 'GET', url: `/api/member.php?id=${BEYOND_INT4}`, field: 'id', visitor: true },
  { method: 'GET', url: `/api/members.php?countryregion=${BEYOND_INT4}`, field: 'countryregion', visitor: true },
  {
    method: 'POST',
    url: '/api/message.php',
    body: (o) => ({ kind: 'text', profile_id: o.profileId, body: NUL }),
    field: 'body',
  },
  {
    method: 'POST',
    url: '/api/message.php',
    body: () => ({ kind: 'text', profile_id: BEYOND_INT4, body: 'Hi' }),
    field: 'profile_id',
  },
  { method: 'POST', url: '/api/like.php', body: () => ({ profile_id: BEYOND_INT4 }), field: 'profile_id' },
  { method: 'DELETE', url: '/api/like.php', body: () => ({ profile_id: BEYOND_INT4 }), field: 'profile_id' },
  { method: 'POST', url: '/api/block.php', body: () => ({ profile_id: BEYOND_INT4 }), field: 'profile_id' },
  {
    method: 'POST',
    url: '/api/report.php',
    body: () => ({ profile_id: BEYOND_INT4, reason: 'spam' }),
    field: 'profile_id',
  },
  {
    method: 'POST',
    url: '/api/report.php',
    body: (o) => ({ profile_id: o.profileId, reason: 'spam', text: NUL }),
    field: 'text',
  },
  {
    method: 'POST',
    url: '/api/swipe-game.php',
    body: () => ({ profile_id: BEYOND_INT4, action: 'like' }),
    field: 'profile_id',
  },
  { method: 'DELETE', url: '/api/chat.php', body: () => ({ conversation: BEYOND_INT4 }), field: 'conversation' },
  {
    method: 'POST',
    url: '/api/chat-read.php',
    body: () => ({ conversation: BEYOND_INT4, message_id: 1 }),
    field: 'conversation',
  },
  { method: 'GET', url: `/api/chat.php?conversation=${BEYOND_INT4}`, field: 'conversation' },
  { method: 'PUT', url: '/api/photos.php', body: () => ({ id: BEYOND_INT4, main: true }), field: 'id' },
  { method: 'PUT', url: '/api/photos.php', body: () => ({ id: -1, main: true }), field: 'id' },
  { method: 'DELETE', url: '/api/photos.php', body: () => ({ id: -2_147_483_649 }), field: 'id' },
  { method: 'GET', url: `/api/transactions.php?id=${BEYOND_INT4}`, field: 'id' },
];

describe.each(DATABASE_KINDS)('NUL in texts and ids beyond int4 on %s', (kind) => {
  let test: TestApp;
  let me: SignedUpMember;
  let other: SignedUpMember;
  const { member } = chatHelpers(() => test);
  beforeAll(async () => {
    test = await createTestApp(kind);
    me = await member({ credits: 100, paid: true });
    other = await member();
  });
  afterAll(async () => {
    await test?.close();
  });

  it.each(EDGES)('$method $url: 400 naming $field', async (edge) => {
    const url = typeof edge.url === 'function' ? edge.url(other) : edge.url;
    for (const cookies of edge.visitor ? [{}, me.cookies] : [me.cookies]) {
      const response = await test.app.inject({
        method: edge.method,
        url,
        cookies,
        remoteAddress: nextTestIp(),
        headers: { 'idempotency-key': `edge-${Math.random()}` },
        ...(edge.body ? { payload: edge.body(other) } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        fields: { [edge.field]: 'errors.field_invalid' },
      });
    }
  });
});
