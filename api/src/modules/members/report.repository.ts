import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportsTable } from './report.table';

/** Stores a report; answers its reference. */
export function insertReport(db: Db, report: Insertable<ReportsTable>) {
  return db.insertInto('reports').values(report).returning(['reference']).executeTakeFirstOrThrow();
}
