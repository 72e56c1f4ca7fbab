import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin links in mails and to payment pages start with: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
