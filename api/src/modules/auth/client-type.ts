import type { FastifyRequest } from 'fastify';
import { CLIENT_TYPE_HEADER, CLIENT_TYPES, type ClientType } from '@app/shared/contract';

/** The client-type header of a request ('web' or 'app'), or null when absent or unknown. */
export function requestClientType(request: FastifyRequest): ClientType | null {
  const value = request.headers[CLIENT_TYPE_HEADER.toLowerCase()];
  const type = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return (CLIENT_TYPES as readonly string[]).includes(type ?? '') ? (type as ClientType) : null;
}

export function isClientType(value: unknown): value is ClientType {
  return (CLIENT_TYPES as readonly unknown[]).includes(value);
}
