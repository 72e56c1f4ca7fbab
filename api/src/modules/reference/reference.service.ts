import type { Gift, Interest, Language, Region } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { localName } from './language';
import { findRegion, listGifts, listInterests, listRegions } from './reference.repository';

/** Every interest, named in the language, in alphabetical order of that language. */
export async function interests(db: Db, language: Language): Promise<Interest[]> {
  const collator = new Intl.Collator(language);
  return (await listInterests(db))
    .map((row) => ({ id: row.id, key: row.key, name: localName(row.names, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The regions of one country (or of all), named in the language, by country then name. */
export async function regions(db: Db, language: Language, country?: string): Promise<Region[]> {
  const collator = new Intl.Collator(language);
  return (await listRegions(db, country))
    .map((row) => ({ id: row.id, country: row.country, code: row.code, name: localName(row.names, language) }))
    .sort((a, b) => a.country.localeCompare(b.country) || collator.compare(a.name, b.name));
}

/** One region of a country by its ISO 3166-2 code, named in the language; undefined when unknown. */
export async function regionByCode(
  db: Db,
  country: string,
  code: string,
  language: Language,
): Promise<Omit<Region, 'country'> | undefined> {
  const row = await findRegion(db, country, code);
  return row && { id: row.id, code: row.code, name: localName(row.names, language) };
}

/** The gift catalogue, cheapest first; `image` is relative to the cdn prefix. */
export async function gifts(db: Db, language: Language): Promise<Gift[]> {
  return (await listGifts(db)).map((row) => ({
    id: row.id,
    key: row.key,
    name: localName(row.names, language),
    image: row.image,
    credits: row.credits,
  }));
}
