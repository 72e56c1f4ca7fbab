// No zod here, and no import of `./registry`: the shell reads the campaign map in its first script (ADR 0023).

/** What the lookup reads of the registry: the `Registry` of `./registry` has this shape. */
export interface CampaignMap {
  remotes: ReadonlyArray<{ name: string; version: string; manifest: string }>;
  /** A campaign's release, or (the form of ADR 0001) a plain remote name: that remote's live release. */
  campaigns: Record<string, string | { remote: string; version: string; manifest: string }>;
}

/** The release of a remote that renders a page: its container name, version and versioned manifest. */
export interface RemoteRelease {
  remote: string;
  version: string;
  manifest: string;
}

/**
 * The campaign keys of a lander address, most specific first: `/landers/gallery/xmas` gives
 * `gallery/xmas` then `gallery`; `/landers/tinderswipe` gives `tinderswipe`; any other address none.
 */
export function landerCampaignKeys(pathname: string): string[] {
  const [, section, type, slug] = pathname.split('/');
  if (section !== 'landers' || !type) return [];
  return slug ? [`${type}/${slug}`, type] : [type];
}

/**
 * The release the campaign map gives a lander address, by `<type>/<slug>` first, then `<type>`; null
 * when no campaign applies. An entry whose remote is not in the registry is skipped, as is a plain
 * remote name (ADR 0001) of such a remote; a plain name means that remote's current release.
 */
export function campaignReleaseFor(registry: CampaignMap, pathname: string): RemoteRelease | null {
  for (const key of landerCampaignKeys(pathname)) {
    const entry = registry.campaigns[key];
    if (!entry) continue;
    const name = campaignRemoteName(entry);
    const remote = registry.remotes.find((candidate) => candidate.name === name);
    if (!remote) continue;
    if (typeof entry === 'string') return { remote: name, version: remote.version, manifest: remote.manifest };
    return { remote: name, version: entry.version, manifest: entry.manifest };
  }
  return null;
}

/** The container name a campaign entry names, in either form. */
export function campaignRemoteName(entry: CampaignMap['campaigns'][string]): string {
  return typeof entry === 'string' ? entry : entry.remote;
}
