import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from './current-user';

/** The logged-in member, or 403 {"error":"authentication_required"} for a visitor. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('authentication_required');
  return request.user;
}
