/**
 * Draws the demo avatars that the lander video shows, as PNG frames (`<dir>/0.png` …): the same
 * illustrations the seed gives demo members (`api/src/modules/media/avatar.ts`), with fixed seeds so
 * the video is the same each time it is made. Used by `make-lander-video.sh`.
 *
 *   node_modules/.bin/tsx scripts/render-demo-avatars.ts <dir> <size>
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type sharpFunction from 'sharp';
// A build-time script, never part of a page: it draws the very avatars the seed gives demo members.
// oxlint-disable-next-line no-restricted-imports
import { avatarSvg, type AvatarOptions } from '../../api/src/modules/media/avatar';

// sharp is the API's dependency (it draws the seed's avatars there too).
const sharp = createRequire(path.join(import.meta.dirname, '../../api/package.json'))('sharp') as typeof sharpFunction;

const FACES: AvatarOptions[] = [
  { seed: 11, gender: 'female', hairColour: 'brown', eyeColour: 'green' },
  { seed: 22, gender: 'male', hairColour: 'black', eyeColour: 'brown' },
  { seed: 33, gender: 'female', hairColour: 'red', eyeColour: 'blue' },
  { seed: 44, gender: 'male', hairColour: 'blonde', eyeColour: 'grey' },
  { seed: 55, gender: 'female', hairColour: 'black', eyeColour: 'hazel' },
  { seed: 66, gender: 'male', hairColour: 'grey', eyeColour: 'blue' },
];

const [dir = 'frames', size = '720'] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
await Promise.all(
  FACES.map((face, index) =>
    sharp(Buffer.from(avatarSvg(face)))
      .resize(Number(size), Number(size))
      .png()
      .toFile(path.join(dir, `${index}.png`)),
  ),
);
console.log(`${FACES.length} demo avatars in ${dir}`);
