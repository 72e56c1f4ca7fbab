import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { complaintRoutes } from './complaint.routes';

/** The complaints module: POST /api/complaints.php, the complaints form with its limits. */
export function registerComplaints(app: FastifyInstance, db: Db): void {
  complaintRoutes(app, db);
}
