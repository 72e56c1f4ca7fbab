// No zod here: the shell's federation runtime plugins import this before anything else loads.

/** The remotes of this product: package folder to Module Federation name. */
export const REMOTES = {
  'mf-auth-signup': 'mf_auth_signup',
  'mf-members': 'mf_members',
  'mf-chat': 'mf_chat',
  'mf-payments': 'mf_payments',
  'mf-landers': 'mf_landers',
} as const;
export type RemotePackage = keyof typeof REMOTES;

/** Marker export of the module the federation runtime answers with when a remote cannot be loaded. */
export const UNAVAILABLE_REMOTE = '__remoteUnavailable';

/** The id of the `<script type="application/json">` in which the server hands the page the registry. */
export const INLINE_REGISTRY_ID = 'site-registry';

/** A remote's entry script, beside its versioned manifest. */
export function remoteEntryPath(remote: { manifest: string }): string {
  return remote.manifest.replace(/[^/]*$/, 'remoteEntry.js');
}

/**
 * The id of the `<script type="application/json">` in which the server hands the page the answers the
 * shell would fetch first: `{ settings, user }` as `GET /api/settings.php` and `GET /api/user.php` give them.
 */
export const INLINE_FIRST_PAGE_DATA_ID = 'site-first-data';

/**
 * The folder of a remote's first-visit page beside its entry (ADR 0036), which the server serves to a
 * visitor's first request of a lander instead of the shell. The build's plain-JavaScript copy
 * (`build/first-visit-folder.mjs`) is held equal by `build/first-visit-config.test.ts`.
 */
export const FIRST_VISIT_FOLDER = 'first-visit';

/** A remote's first-visit folder, beside its versioned manifest, ending in `/`. */
export function firstVisitFolder(remote: { manifest: string }): string {
  return remote.manifest.replace(/[^/]*$/, `${FIRST_VISIT_FOLDER}/`);
}

/**
 * The layouts a first-visit page renders for a visitor (ADR 0036): the lander layout, and the default
 * layout as a visitor sees it (navigation with the language menu and login, disclaimer, footer, entry warning).
 */
export const FIRST_VISIT_LAYOUTS = ['lander', 'default'] as const;
