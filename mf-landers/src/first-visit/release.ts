declare const __webpack_public_path__: string | undefined;

/** The folder this page's scripts were loaded from, as the bundler found it (none outside a build). */
function scriptFolder(): string | null {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : null;
}

/**
 * The release of the landers this page comes from: the version folder of the address its scripts were
 * loaded from (`/remotes/mf-landers/<version>/first-visit/`), as the shell's slot names it.
 */
export function releaseVersion(folder: string | null = scriptFolder()): string | null {
  if (!folder) return null;
  const segments = new URL(folder, 'http://site.invalid/').pathname.split('/').filter(Boolean);
  return segments.at(-1) === 'first-visit' ? (segments.at(-2) ?? null) : null;
}
