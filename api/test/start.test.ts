import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProgress } from '../src/cli/progress';
import { parseConfig } from '../src/config';
import { startServer } from '../src/server';
import { demoMembers } from '../src/seed/demo-member-specs';

/**
 * Issue 17: `pnpm start` on an empty data folder and again on the same one (PGlite, as `pnpm start`
 * runs it by default): a line per step with its counts, the site answering before the demo avatars
 * are drawn, and each avatar drawn when it is first asked for.
 */
describe('the server start', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  it('reports every step, answers before the avatars are drawn, and starts again without redoing its work', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-start-'));
    folders.push(dataDir);
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
    const lines: string[] = [];
    const progress = createProgress({ write: (line) => lines.push(line.replace(/^\[start +[\d.]+ s\] /, '')) });
    const members = demoMembers().length;

    const first = await startServer(config, { progress });
    // The last avatar in drawing order is the least likely to be drawn yet: it is drawn when asked for.
    const photo = await first.db
      .selectFrom('photos')
      .select('thumb_filename')
      .where('is_main', '=', true)
      .orderBy('profile_id', 'desc')
      .executeTakeFirstOrThrow();
    const image = await fetch(`${first.url}/media/${photo.thumb_filename}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${first.url}/api/settings.php`)).status).toBe(200);
    await first.close();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^database: opening: PGlite in .+ \(\d+\.\d s\)$/),
        expect.stringMatching(/^database: migrations: \d+ applied/),
        expect.stringMatching(/^seed: company and sites: \d+ sites/),
        expect.stringMatching(/^seed: reference data: \d+ regions, \d+ interests, \d+ gifts/),
        expect.stringMatching(/^seed: packages and codes: \d+ packages/),
        expect.stringMatching(new RegExp(`^seed: demo members: ${members} members \\(${members} new\\)`)),
        expect.stringMatching(new RegExp(`^avatars: checking: ${members} to draw`)),
      ]),
    );
    // Listening comes first; the avatars are drawn after it, in the background.
    const listening = lines.findIndex((line) => line.startsWith('listening on http://127.0.0.1:'));
    const drawing = lines.findIndex((line) => line.startsWith('avatars: drawing'));
    expect(listening).toBeGreaterThan(-1);
    expect(drawing).toBeGreaterThan(listening);

    lines.length = 0;
    const again = await startServer(config, { progress });
    await again.close();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^database: migrations: up to date/),
        'seed: demo data up to date',
      ]),
    );
  }, 180_000);
});
