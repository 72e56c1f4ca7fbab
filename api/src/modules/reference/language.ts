import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_COOKIE, type Language } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { resolveSite } from '../settings/site.service';

/** The interface language of a request: the locale cookie, else the site's language. */
export async function requestLanguage(db: Db, request: FastifyRequest): Promise<Language> {
  const cookie = request.cookies[LOCALE_COOKIE.name];
  if (isLanguage(cookie)) return cookie;
  const site = await resolveSite(db, request.headers.host);
  return site.domain_language;
}

/** A name in the wanted language, else English, else any the data has. */
export function localName(names: Partial<Record<string, string>>, language: Language): string {
  return names[language] ?? names[DEFAULT_LANGUAGE] ?? Object.values(names).find(Boolean) ?? '';
}
