import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ComplaintsTable } from './complaint.table';

export function insertComplaint(db: Db, complaint: Insertable<ComplaintsTable>) {
  return db.insertInto('complaints').values(complaint).returning(['id', 'reference']).executeTakeFirstOrThrow();
}
