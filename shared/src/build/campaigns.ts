import fs from 'node:fs/promises';
import path from 'node:path';
import { RemoteRouteSchema, REMOTES, type CampaignEntry, type RemotePackage } from '../contract/registry';
import { assertOwnsLander, parseCampaignKey, parseReleaseSpec } from './campaign-rules';
import { manifestUrl } from './publish';
import { readRegistry, updateRegistry, withCampaign, withoutCampaign } from './registry-file';

/** One row of `pnpm campaign list`. */
export interface CampaignRow {
  campaign: string;
  remote: string;
  /** The release's version; for a plain remote name, that remote's current version (null if it is not live). */
  version: string | null;
  /** A plain remote name (ADR 0001): the campaign follows that remote's current release. */
  followsCurrent: boolean;
  /** When the release was published (its folder was written), if it is there. */
  publishedAt: string | null;
  setAt: string | null;
}

/** A release's folder in the published site. */
function releaseDir(site: string, pkg: string, version: string): string {
  return path.join(site, 'remotes', pkg, version);
}

/** The published versions of a package, newest first. */
async function publishedVersions(site: string, pkg: string): Promise<string[]> {
  const dir = path.join(site, 'remotes', pkg);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const dated = await Promise.all(
    names
      .filter((name) => !name.endsWith('.tmp'))
      .map(async (name) => ({ name, at: (await publishedAt(site, pkg, name)) ?? '' })),
  );
  return dated
    .filter((item) => item.at)
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((item) => item.name);
}

/** When a release was published: the time its route table was written; null when it is not published. */
async function publishedAt(site: string, pkg: string, version: string): Promise<string | null> {
  const stat = await fs.stat(path.join(releaseDir(site, pkg, version), 'route-meta.json')).catch(() => null);
  return stat ? stat.mtime.toISOString() : null;
}

/** The route table of a published release; throws, naming the published versions, when there is none. */
async function publishedRoutes(site: string, pkg: RemotePackage, version: string) {
  const dir = releaseDir(site, pkg, version);
  const text = await fs.readFile(path.join(dir, 'route-meta.json'), 'utf8').catch(() => null);
  const complete = await Promise.all(
    ['mf-manifest.json', 'remoteEntry.js'].map((file) =>
      fs.access(path.join(dir, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (text === null || complete.includes(false)) {
    const versions = (await publishedVersions(site, pkg)).slice(0, 5);
    throw new Error(
      `${pkg}@${version} is not published (no complete folder ${dir}). ` +
        (versions.length ? `Newest published versions: ${versions.join(', ')}. ` : '') +
        `Publish one without making it live with: pnpm release ${pkg} --publish-only`,
    );
  }
  return RemoteRouteSchema.array().parse(JSON.parse(text));
}

/**
 * `pnpm campaign set <type>/<slug> <remote>@<version>`: points one campaign at a published release.
 * The release must be published and own the lander type's route, and its remote must be live.
 */
export async function setCampaign(site: string, keyArg: string | undefined, releaseArg: string | undefined) {
  const campaign = parseCampaignKey(keyArg);
  const { pkg, version } = parseReleaseSpec(releaseArg);
  assertOwnsLander(await publishedRoutes(site, pkg, version), campaign, `${pkg}@${version}`);
  let before: CampaignEntry | undefined;
  await updateRegistry(site, (registry) => {
    if (!registry.remotes.some((remote) => remote.name === REMOTES[pkg]))
      throw new Error(`${pkg} has never been released on this site: release it first (pnpm release ${pkg})`);
    before = registry.campaigns[campaign.key];
    return withCampaign(registry, campaign.key, {
      remote: REMOTES[pkg],
      package: pkg,
      version,
      manifest: manifestUrl(pkg, version),
      setAt: new Date().toISOString(),
    });
  });
  return { campaign: campaign.key, pkg, version, before };
}

/**
 * `pnpm campaign unset <type>/<slug>`: the campaign goes back to the remote that owns its route. A key
 * that the map has is removed even when it is no lander campaign (an entry of the ADR 0001 map).
 */
export async function unsetCampaign(site: string, keyArg: string | undefined) {
  const inMap = keyArg !== undefined && keyArg in (await readRegistry(site)).campaigns;
  const key = inMap ? keyArg : parseCampaignKey(keyArg).key;
  let before: CampaignEntry | undefined;
  await updateRegistry(site, (registry) => {
    before = registry.campaigns[key];
    return before === undefined ? registry : withoutCampaign(registry, key);
  });
  return { campaign: key, before };
}

/** `pnpm campaign list`: every campaign of the map with its release. */
export async function listCampaigns(site: string): Promise<CampaignRow[]> {
  const registry = await readRegistry(site);
  return Promise.all(
    Object.entries(registry.campaigns)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([campaign, entry]): Promise<CampaignRow> => {
        if (typeof entry === 'string') {
          const live = registry.remotes.find((remote) => remote.name === entry);
          return {
            campaign,
            remote: live?.package ?? entry,
            version: live?.version ?? null,
            followsCurrent: true,
            setAt: null,
            publishedAt: live ? await publishedAt(site, live.package, live.version) : null,
          };
        }
        return {
          campaign,
          remote: entry.package,
          version: entry.version,
          followsCurrent: false,
          setAt: entry.setAt,
          publishedAt: await publishedAt(site, entry.package, entry.version),
        };
      }),
  );
}
