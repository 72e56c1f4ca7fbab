import { CAMPAIGN_LANDER_TYPES, LANDER_SLUG_PATTERN } from '../contract/lander-constants';
import { REMOTES, type RemotePackage, type RemoteRoute } from '../contract/registry';

/** A campaign of the campaign map: a lander type, with or without a slug, and the route that shows it. */
export interface CampaignKey {
  key: string;
  type: string;
  slug: string | null;
  /** The route of the lander type that a release must own (`/landers/gallery/:slug?`). */
  route: string;
}

const TYPES_TEXT = [...CAMPAIGN_LANDER_TYPES, 'tinderswipe'].join(', ');

/**
 * Reads a campaign key: `<type>/<slug>` or `<type>` for a campaign lander type, or `tinderswipe`
 * (which has no slug). Throws a message a marketing person can act on.
 */
export function parseCampaignKey(value: string | undefined): CampaignKey {
  if (!value) throw new Error(`name a campaign: <lander type>/<slug> or <lander type> (types: ${TYPES_TEXT})`);
  const [type = '', slug, ...rest] = value.replace(/^\/?landers\//, '').split('/');
  if (type === 'home')
    throw new Error('the visitor home (/) is not a campaign lander: release mf-landers to change it for everyone');
  if (type === 'tinderswipe') {
    if (slug !== undefined) throw new Error('tinderswipe has no campaign slugs: use the key "tinderswipe"');
    return { key: type, type, slug: null, route: '/landers/tinderswipe' };
  }
  if (!(CAMPAIGN_LANDER_TYPES as readonly string[]).includes(type))
    throw new Error(`"${type}" is not a lander type; the types are: ${TYPES_TEXT}`);
  if (rest.length > 0 || slug === '')
    throw new Error(`"${value}" is not a campaign: write <lander type>/<slug>, e.g. ${type}/christmas`);
  if (slug !== undefined && !LANDER_SLUG_PATTERN.test(slug))
    throw new Error(
      `"${slug}" is not a campaign slug: use lower-case letters, digits and dashes (at most 64), e.g. christmas-2026`,
    );
  return { key: slug ? `${type}/${slug}` : type, type, slug: slug ?? null, route: `/landers/${type}/:slug?` };
}

/** A release named on the command line: `<remote>@<version>`, the remote as its package or container name. */
export function parseReleaseSpec(value: string | undefined): { pkg: RemotePackage; version: string } {
  const packages = Object.keys(REMOTES) as RemotePackage[];
  const at = value?.lastIndexOf('@') ?? -1;
  if (!value || at <= 0 || at === value.length - 1)
    throw new Error(
      `name a release as <remote>@<version>, e.g. mf-landers@1.0.0-3f2a9c1b7e (publish one with: pnpm release mf-landers --publish-only)`,
    );
  const name = value.slice(0, at);
  const version = value.slice(at + 1);
  const pkg = packages.find((candidate) => candidate === name || REMOTES[candidate] === name);
  if (!pkg) throw new Error(`"${name}" is not a remote; the remotes are: ${packages.join(', ')}`);
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) throw new Error(`"${version}" is not a release version`);
  return { pkg, version };
}

/** Checks that a release's route table owns the campaign's lander route; throws why not. */
export function assertOwnsLander(routes: RemoteRoute[], campaign: CampaignKey, release: string): void {
  if (routes.some((route) => route.path === campaign.route)) return;
  const landers = routes.filter((route) => route.path.startsWith('/landers/')).map((route) => route.path);
  throw new Error(
    `${release} does not own the ${campaign.type} lander (${campaign.route}), so it cannot show this campaign; ` +
      (landers.length ? `its landers are: ${landers.join(', ')}` : 'it has no landers'),
  );
}
