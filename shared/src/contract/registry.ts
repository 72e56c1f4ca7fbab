import { z } from 'zod';

/**
 * The runtime registry `/remotes.json`: which version of each remote is live and what it owns.
 *
 * A route's layout and guard are names the shell must know (`LAYOUT_NAMES`, `ROUTE_GUARDS` in
 * `shell-routes.ts`). The registry keeps a name it does not know, so that one such route, released
 * before the shell that renders it, shows the error page with status 500 while every other route works.
 */
export const RemoteRouteSchema = z.object({
  path: z.string().startsWith('/'),
  page: z.string().min(1),
  layout: z.string().min(1),
  /** A guard beyond the shell's own rules (`routeGuard`); most routes name none. */
  guard: z.string().min(1).optional(),
});

export const RemoteEntrySchema = z.object({
  /** Module Federation container name, e.g. `mf_chat`. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Package folder, e.g. `mf-chat`. */
  package: z.string(),
  version: z.string().min(1),
  /** URL of the versioned `mf-manifest.json`. */
  manifest: z.string().min(1),
  routes: z.array(RemoteRouteSchema),
  /** Versions released before, newest last; rollback goes back to the last of these. */
  history: z.array(z.string()).default([]),
});

/**
 * A campaign's own release of a remote (ADR 0023): one published version, usually not the remote's
 * main release, that renders one lander campaign. `pnpm campaign set` writes it.
 */
export const CampaignReleaseSchema = z.object({
  /** Module Federation container name, e.g. `mf_landers`. */
  remote: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Package folder, e.g. `mf-landers`. */
  package: z.string().min(1),
  version: z.string().min(1),
  /** URL of the versioned `mf-manifest.json` of that release. */
  manifest: z.string().startsWith('/'),
  /** When the campaign was pointed at this release. */
  setAt: z.string(),
});

export const RegistrySchema = z.object({
  remotes: z.array(RemoteEntrySchema),
  /**
   * Campaign map: `<lander type>/<slug>` (or `<lander type>`) to the release that renders that lander.
   * A plain remote name (the form of ADR 0001, still read) means that remote's current release.
   */
  campaigns: z.record(z.string(), z.union([CampaignReleaseSchema, z.string()])).default({}),
  updatedAt: z.string(),
});

export type RemoteRoute = z.infer<typeof RemoteRouteSchema>;
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;
export type Registry = z.infer<typeof RegistrySchema>;
export type CampaignRelease = z.infer<typeof CampaignReleaseSchema>;
export type CampaignEntry = Registry['campaigns'][string];

export {
  FIRST_VISIT_FOLDER,
  FIRST_VISIT_LAYOUTS,
  firstVisitFolder,
  INLINE_FIRST_PAGE_DATA_ID,
  INLINE_REGISTRY_ID,
  REMOTES,
  remoteEntryPath,
  UNAVAILABLE_REMOTE,
  type RemotePackage,
} from './remote-names';
