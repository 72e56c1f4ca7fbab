// A tiny build for build-lock.test.ts, shaped as `cli build-all --if-missing`: under the real lock, it
// looks whether the site is built, else writes a dist folder in steps (as rspack does) and publishes it.
// `node --import tsx build-lock-fixture.ts <lock file> <work folder> <name>`; prints "built" or "reused".
import fs from 'node:fs/promises';
import path from 'node:path';
import { withLock } from './build-lock';

const [lock, work, name] = process.argv.slice(2) as [string, string, string];
const dist = path.join(work, 'dist');
const site = path.join(work, 'site');
const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

const outcome = await withLock(lock, async () => {
  if (
    await fs.access(path.join(site, 'index.html')).then(
      () => true,
      () => false,
    )
  )
    return 'reused';
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'app.js'), `app of ${name}`);
  await pause();
  await fs.writeFile(path.join(dist, 'index.html'), `index of ${name}`);
  await fs.mkdir(site, { recursive: true });
  await fs.copyFile(path.join(dist, 'app.js'), path.join(site, 'app.js'));
  await pause();
  await fs.copyFile(path.join(dist, 'index.html'), path.join(site, 'index.html'));
  return 'built';
});
console.log(outcome);
