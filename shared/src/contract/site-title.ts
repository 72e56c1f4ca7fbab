// No zod here: the shell's first script and the first-visit page import this (ADR 0020).
import type { Settings } from './settings';

/** The tab's title of the site's pages (before a page's own title or a count prefix): its index title, else its name. */
export function siteTitle(settings: Pick<Settings, 'index_title' | 'name'> | null | undefined): string {
  return settings?.index_title || settings?.name || '';
}
