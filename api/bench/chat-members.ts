import type { Db } from '../src/db/database';
import { changeCredits } from '../src/modules/credits/credit.service';
import { SESSION_TTL_MS } from '../src/modules/auth/session.service';
import { hashSessionToken, newSessionToken } from '../src/modules/auth/session-token';
import { NO_PROFILE_DETAILS } from '../src/modules/users/signup.repository';

/** The mail domain of the chat bench's members: `chat-bench-<n>@` it. They have no password. */
const BENCH_EMAIL_DOMAIN = 'chat-bench.members.invalid';
const BATCH = 1_000;

/** A bench member with a live session: its cookie value and its profile id (the message recipient id). */
export interface ChatBenchMember {
  userId: number;
  profileId: number;
  token: string;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size));
  return out;
}

/** Inserts confirmed, paying members on the default site until `total` exist; answers the first `total`. */
async function ensureMembers(db: Db, total: number): Promise<Array<{ userId: number; profileId: number }>> {
  const site = await db.selectFrom('sites').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
  const existing = () =>
    db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id as userId', 'profiles.id as profileId'])
      .where('users.email_normalized', 'like', `%@${BENCH_EMAIL_DOMAIN}`)
      .orderBy('users.id')
      .limit(total)
      .execute();
  const found = await existing();
  const numbers = Array.from({ length: total - found.length }, (_, index) => found.length + index + 1);
  for (const batch of chunks(numbers, BATCH)) {
    const users = await db
      .insertInto('users')
      .values(
        batch.map((n) => ({
          site_id: site.id,
          email: `chat-bench-${n}@${BENCH_EMAIL_DOMAIN}`,
          email_normalized: `chat-bench-${n}@${BENCH_EMAIL_DOMAIN}`,
          password_hash: null,
          status: 'confirmed' as const,
          language: 'en',
          paid_user: true,
          mail_disabled_reason: null,
          fictional_icon: null,
          traffic_source: null,
          invitation_code_id: null,
          deleted_at: null,
          reactivate_until: null,
          last_seen_at: new Date(),
          last_hidden_at: null,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('profiles')
      .values(
        users.map((user, index) => ({
          user_id: user.id,
          site_id: site.id,
          name: index % 2 === 0 ? 'Bench Anna' : 'Bench Lucas',
          birth_date: '1990-04-12',
          gender: index % 2 === 0 ? ('female' as const) : ('male' as const),
          sexuality: 'bi' as const,
          country: 'CH',
          ...NO_PROFILE_DETAILS,
        })),
      )
      .execute();
  }
  return existing();
}

/**
 * `total` confirmed, paying members of the default site (inserted directly, no argon2 sign-up), each
 * with a fresh session minted like a login's (only the token's SHA-256 stored). `credits` > 0 grants
 * each that many credits through changeCredits, so every message they send is charged for real.
 */
export async function seedChatMembers(db: Db, total: number, credits = 0): Promise<ChatBenchMember[]> {
  const members = await ensureMembers(db, total);
  const now = new Date();
  const withTokens = members.map((member) => ({ ...member, token: newSessionToken() }));
  for (const batch of chunks(withTokens, BATCH)) {
    await db
      .insertInto('sessions')
      .values(
        batch.map((member) => ({
          token_hash: hashSessionToken(member.token),
          user_id: member.userId,
          client_type: 'web',
          created_at: now,
          last_used_at: now,
          expires_at: new Date(now.getTime() + SESSION_TTL_MS),
        })),
      )
      .execute();
  }
  if (credits > 0) {
    const reference = `chat-bench-${now.getTime()}`;
    for (const member of withTokens) {
      await changeCredits(db, { userId: member.userId, delta: credits, reason: 'bonus', reference });
    }
  }
  return withTokens;
}
