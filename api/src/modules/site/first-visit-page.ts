import path from 'node:path';
import { FIRST_VISIT_FOLDER, firstVisitFolder, type RemoteEntry } from '@app/shared/contract';
import { readJson } from './read-json';

/** What the first-visit build writes beside its entry (shared/src/build/page-chunks-plugin.mjs). */
interface FirstVisitChunks {
  pages: Record<string, string[]>;
  locales: Record<string, string>;
  groups?: Record<string, string[]>;
}

/** The scripts of a first-visit page: its entry first, then what the page needs, all from its release. */
export interface FirstVisitScripts {
  entry: string[];
  /** The page's chunks and stylesheets, the lander type's design and the texts of the page's language. */
  page: string[];
}

/**
 * The first-visit scripts of a remote's release for one of its pages (ADR 0036), or null where the
 * release has no first-visit page (a release built before it): the shell's page is served then.
 */
export async function firstVisitScripts(
  siteDir: string,
  remote: RemoteEntry,
  page: string,
  designGroups: string[],
  language: string,
): Promise<FirstVisitScripts | null> {
  const folder = firstVisitFolder(remote);
  const chunks = await readJson<FirstVisitChunks>(path.join(siteDir, folder, 'page-chunks.json'), true);
  const entry = chunks?.groups?.[FIRST_VISIT_FOLDER]?.filter((file) => file.endsWith('.js')) ?? [];
  if (!chunks || entry.length === 0 || !chunks.pages[page]) return null;
  const files = [
    ...chunks.pages[page],
    ...designGroups.flatMap((group) => chunks.groups?.[group] ?? []),
    ...(chunks.locales[language] ? [chunks.locales[language]] : []),
  ];
  const inFolder = (list: string[]) => list.map((file) => folder + file);
  return { entry: inFolder(entry), page: inFolder(files) };
}

/**
 * The shell's index.html made the first-visit page's: the shell's script replaced by the page's entry.
 * The rest stays: the head, the site's stylesheet (the shell owns the theme) and the root element.
 * Null when the shell's script is not where the shell's build puts it.
 */
export function withFirstVisitEntry(html: string, shellMain: string[], entry: string[]): string | null {
  let replaced = html;
  for (const [index, src] of shellMain.entries()) {
    const tag = `<script defer src="${src}"></script>`;
    if (!replaced.includes(tag)) return null;
    const scripts = index === 0 ? entry.map((file) => `<script defer src="${file}"></script>`).join('') : '';
    replaced = replaced.replace(tag, scripts);
  }
  return shellMain.length > 0 ? replaced : null;
}
