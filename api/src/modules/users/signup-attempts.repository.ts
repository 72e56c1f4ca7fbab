import { sql, type Generated } from 'kysely';
import type { Db } from '../../db/database';
import type { SignupAttempt } from './signup-limit';

/** Table of migration 0019; declared here so that no other module depends on it. */
interface SignupAttemptsTable {
  id: Generated<number>;
  address_key: string;
  user_id: number | null;
  created_at: Date;
}

type Tables = { signup_attempts: SignupAttemptsTable };
const withTable = (db: Db) => db.withTables<Tables>();

/** Deletes the attempts that have left the window (no address is kept longer than that). */
export async function purgeSignupAttempts(db: Db, before: Date): Promise<void> {
  await withTable(db).deleteFrom('signup_attempts').where('created_at', '<=', before).execute();
}

/** Serialises the checks of one address until the transaction ends (two sign-ups at once count as two). */
export async function lockAddress(trx: Db, addressKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`signup_attempts:${addressKey}`}))`.execute(trx);
}

/** The address's attempts since `since`, oldest first, with whether their member confirmed the address. */
export async function signupAttemptsOf(db: Db, addressKey: string, since: Date): Promise<SignupAttempt[]> {
  const rows = await withTable(db)
    .selectFrom('signup_attempts')
    .leftJoin('users', 'users.id', 'signup_attempts.user_id')
    .select(['signup_attempts.created_at', 'users.status'])
    .where('signup_attempts.address_key', '=', addressKey)
    .where('signup_attempts.created_at', '>', since)
    .orderBy('signup_attempts.created_at')
    .execute();
  return rows.map((row) => ({ createdAt: new Date(row.created_at), confirmed: row.status === 'confirmed' }));
}

export async function insertSignupAttempt(db: Db, addressKey: string, now: Date): Promise<number> {
  const row = await withTable(db)
    .insertInto('signup_attempts')
    .values({ address_key: addressKey, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links an attempt to the member it created: from then on it counts as confirmed once they confirm. */
export async function linkSignupAttempt(db: Db, attemptId: number, userId: number): Promise<void> {
  await withTable(db).updateTable('signup_attempts').set({ user_id: userId }).where('id', '=', attemptId).execute();
}
