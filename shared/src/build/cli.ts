import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemotePackage } from '../contract/registry';
import { BUILD_LOCK, withLock } from './build-lock';
import { campaignCommand } from './campaign-cli';
import { compile } from './compile-packages';
import { siteDir } from './paths';
import { pruneRemote } from './prune';
import { publishRemote, publishShell, releaseRemote, rollbackRemote } from './publish';
import { readRegistry } from './registry-file';

const remotePackages = Object.keys(REMOTES) as RemotePackage[];
const usage = `usage:
  cli build <package>           build one package into its dist folder
  cli build-all [--if-missing]  build and publish the shell and release every remote
  cli release <remote>          build one remote alone and switch the registry to it
  cli release <remote> --publish-only
                                build and publish it without switching (for a campaign); prints the version
  cli rollback <remote>         switch the registry back to the remote's previous release
  cli campaign set <type>/<slug> <remote>@<version>
                                serve one lander campaign with a published release
  cli campaign unset <type>/<slug>
                                serve it with the remote's live release again
  cli campaign list             show the campaign map
  cli prune <remote> [--dry-run]
                                remove published versions that are neither live, nor in the rollback
                                history, nor used by a campaign (and older than a day)`;

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
  // Copying and precompressing each release is independent (each lands by an atomic rename): side by
  // side, then the registry switches to them one at a time.
  await Promise.all([
    ...(needShell ? [publishShell(site)] : []),
    ...needRemotes.map((pkg) => publishRemote(site, pkg)),
  ]);
  for (const pkg of needRemotes) console.log(`released ${pkg} ${await releaseRemote(site, pkg)}`);
}

/**
 * The commands that write `<package>/dist` and publish run one at a time per checkout (build-lock.ts):
 * a second `pnpm start` or `pnpm build` waits for the first, then finds its result.
 */
function locked(args: string[]): Promise<void> {
  if (!['build', 'build-all', 'release'].includes(args[0] ?? '')) return main(args);
  return withLock(BUILD_LOCK, () => main(args), {
    onWait: (pid) => console.log(`waiting for the build of process ${pid} (another pnpm start or pnpm build)`),
  });
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
      if (!args.includes('--publish-only'))
        return console.log(`released ${pkg} ${await releaseRemote(siteDir(), pkg)}`);
      const { version, routes } = await publishRemote(siteDir(), pkg);
      console.log(`published ${pkg} ${version} (not live: the registry is unchanged)`);
      if (routes.some((route) => route.path.startsWith('/landers/')))
        console.log(`serve a campaign with it: pnpm campaign set <type>/<slug> ${pkg}@${version}`);
      return;
    }
    case 'prune': {
      const pkg = remoteArg(target);
      const dryRun = args.includes('--dry-run');
      const { removed, kept } = await pruneRemote(siteDir(), pkg, { dryRun });
      console.log(
        `${dryRun ? 'would remove' : 'removed'} ${removed.length} release(s) of ${pkg}: ${removed.join(', ') || '-'}`,
      );
      return console.log(
        `kept (live, rollback history, campaigns, published in the last day): ${kept.join(', ') || '-'}`,
      );
    }
    case 'campaign':
      return campaignCommand(siteDir(), args.slice(1), usage);
    case 'rollback': {
      const pkg = remoteArg(target);
      return console.log(`rolled ${pkg} back to ${await rollbackRemote(siteDir(), pkg)}`);
    }
    default:
      throw new Error(usage);
  }
}

locked(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
