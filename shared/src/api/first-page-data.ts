import { INLINE_FIRST_PAGE_DATA_ID } from '@app/shared/contract/remote-names';
import type { Settings } from '@app/shared/contract/settings';
import type { User } from '@app/shared/contract/user';

export interface FirstPageData {
  settings: Settings;
  user: User | null;
  /** The server's answers to the first page's other GET calls, by address (ADR 0021). */
  answers?: Record<string, unknown>;
}

/**
 * The settings and user the server wrote into the page (ADR 0019), as `GET /api/settings.php` and
 * `GET /api/user.php` answered them for this request; read once, for the first render only. Null
 * where the page lacks them (the dev server, or an answer the server could not give): the shell then
 * fetches them.
 */
export function takeFirstPageData(): FirstPageData | null {
  const element = document.getElementById(INLINE_FIRST_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent) as Partial<FirstPageData> | null;
    const settingsOk = typeof value?.settings === 'object' && value.settings !== null;
    const userOk = value?.user === null || (typeof value?.user === 'object' && value.user !== undefined);
    const answersOk = value?.answers === undefined || (typeof value.answers === 'object' && value.answers !== null);
    return settingsOk && userOk && answersOk ? (value as FirstPageData) : null;
  } catch {
    return null;
  }
}
