import type { Db } from '../../db/database';
import { jsonb } from '../../db/jsonb';
import type { StoredAnswer } from './idempotency.table';

/** One attempt's hold on a key; `startedAt` tells it apart from a later attempt that took over. */
export interface KeyClaim {
  scope: string;
  key: string;
  startedAt: Date;
}

/**
 * Inserts the key as running, in one statement, so concurrent duplicates race on the primary key.
 * An existing row is taken over only when it has expired, or when it is the same request still
 * marked running after its lease (the attempt that held it died). True when this attempt holds it.
 */
export async function claimKey(
  db: Db,
  claim: KeyClaim & { requestHash: string },
  cutoffs: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
      status_code: null,
      response: null,
      created_at: claim.startedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => ({
          request_hash: eb.ref('excluded.request_hash'),
          status_code: null,
          response: null,
          created_at: eb.ref('excluded.created_at'),
        }))
        .where(({ eb, and, or }) =>
          or([
            eb('idempotency_keys.created_at', '<', cutoffs.expiredBefore),
            and([
              eb('idempotency_keys.status_code', 'is', null),
              eb('idempotency_keys.request_hash', '=', eb.ref('excluded.request_hash')),
              eb('idempotency_keys.created_at', '<', cutoffs.abandonedBefore),
            ]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer, if this attempt still holds the key. */
export async function storeAnswer(db: Db, claim: KeyClaim, statusCode: number, answer: StoredAnswer): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: jsonb(answer) })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('created_at', '=', claim.startedAt)
    .where('status_code', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets the key, if this attempt still holds it, so a retry runs again. */
export async function releaseKey(db: Db, claim: KeyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('created_at', '=', claim.startedAt)
    .where('status_code', 'is', null)
    .execute();
}

export async function deleteKeysCreatedBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
