import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';

const MARK = /^demo data ([0-9a-f]{16})$/;

/**
 * A fingerprint of what the demo data is made from: the seed's own code (every file of this folder),
 * the data it takes from elsewhere (`parts`), and the migrations it ran after. Any change to one of
 * them changes it, and the next start seeds again.
 */
export async function seedFingerprint(parts: unknown): Promise<string> {
  const hash = createHash('sha256');
  const folder = import.meta.dirname;
  const files = (await fs.readdir(folder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
  for (const file of files) hash.update(file).update(await fs.readFile(path.join(folder, file)));
  hash.update(JSON.stringify(parts));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The fingerprint of the demo data the database holds, kept as the comment of the `sites` table: it
 * goes wherever the database goes (a dump, a template copy), on PGlite and PostgreSQL alike.
 */
export async function readSeedMark(db: Db): Promise<string | null> {
  const { rows } = await sql<{ mark: string | null }>`
    select obj_description(to_regclass('sites'), 'pg_class') as mark`.execute(db);
  return MARK.exec(rows[0]?.mark ?? '')?.[1] ?? null;
}

export async function writeSeedMark(db: Db, fingerprint: string): Promise<void> {
  if (!/^[0-9a-f]{16}$/.test(fingerprint)) throw new Error(`not a seed fingerprint: ${fingerprint}`);
  await sql`comment on table sites is ${sql.lit(`demo data ${fingerprint}`)}`.execute(db);
}
