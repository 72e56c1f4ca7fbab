import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@app/shared/contract';
import type { Db } from '../../db/database';

/**
 * The interface language of a request. The settings module's `requestLanguage` answers it (the locale
 * cookie, else the site's language: only settings knows the sites); routes here are handed it.
 */
export type RequestLanguage = (db: Db, request: FastifyRequest) => Promise<Language>;

/** A name in the wanted language, else English, else any the data has. */
export function localName(names: Partial<Record<string, string>>, language: Language): string {
  return names[language] ?? names[DEFAULT_LANGUAGE] ?? Object.values(names).find(Boolean) ?? '';
}
