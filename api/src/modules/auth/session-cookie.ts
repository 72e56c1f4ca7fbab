import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE } from '@app/shared/contract';

const MAX_AGE_SECONDS = AUTH_COOKIE.maxAgeDays * 86_400;

/** The session cookie: HttpOnly, SameSite=Lax, the whole site, 30 days, Secure in production. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(AUTH_COOKIE.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(AUTH_COOKIE.name, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
