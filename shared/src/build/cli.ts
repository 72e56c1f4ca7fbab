import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemotePackage } from '../contract/registry';
import { compile } from './compile';
import { siteDir } from './paths';
import { publishShell, releaseRemote, rollbackRemote } from './publish';
import { readRegistry } from './registry-file';

const remotePackages = Object.keys(REMOTES) as RemotePackage[];
const usage = `usage:
  cli build <package>           build one package into its dist folder
  cli build-all [--if-missing]  build and publish the shell and release every remote
  cli release <remote>          build one remote alone and switch the registry to it
  cli rollback <remote>         switch the registry back to the remote's previous release`;

function remoteArg(value: string | undefined): RemotePackage {
  if (!value || !(value in REMOTES)) throw new Error(`name a remote: ${remotePackages.join(', ')}\n${usage}`);
  return value as RemotePackage;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function buildAll(ifMissing: boolean): Promise<void> {
  const site = siteDir();
  const registry = await readRegistry(site);
  const needShell = !ifMissing || !(await exists(path.join(site, 'shell/index.html')));
  const needRemotes = remotePackages.filter(
    (pkg) => !ifMissing || !registry.remotes.some((remote) => remote.name === REMOTES[pkg]),
  );
  const pkgs = [...(needShell ? ['shell'] : []), ...needRemotes];
  if (pkgs.length === 0) return console.log('site is built; nothing to do');
  compile(pkgs);
  if (needShell) await publishShell(site);
  for (const pkg of needRemotes) console.log(`released ${pkg} ${await releaseRemote(site, pkg)}`);
}

async function main(args: string[]): Promise<void> {
  const [command, target] = args;
  switch (command) {
    case 'build':
      return compile([target ?? '']);
    case 'build-all':
      return buildAll(args.includes('--if-missing'));
    case 'release': {
      const pkg = remoteArg(target);
      compile([pkg]);
      return console.log(`released ${pkg} ${await releaseRemote(siteDir(), pkg)}`);
    }
    case 'rollback': {
      const pkg = remoteArg(target);
      return console.log(`rolled ${pkg} back to ${await rollbackRemote(siteDir(), pkg)}`);
    }
    default:
      throw new Error(usage);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
