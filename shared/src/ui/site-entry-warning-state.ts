import { atom } from 'nanostores';
import { SITE_ENTRY_WARNING_HIDDEN_ROUTES, type LayoutName } from '@app/shared/contract/routes';

const STORAGE_KEY = 'siteEntryWarningSkip';

/** Whether the visitor has confirmed the site-entry warning before (spec section 3, client state). */
export const $siteEntryWarning = atom<{ skipStored: boolean }>({
  skipStored: readSkip(),
});

function readSkip(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function acceptSiteEntryWarning(): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, '1');
  } catch {
    // Blocked storage: the warning is accepted for this visit.
  }
  $siteEntryWarning.set({ skipStored: true });
}

export interface SiteEntryWarningContext {
  installedApp: boolean;
  loggedIn: boolean;
  skipStored: boolean;
  enableSiteEntryPopup: 'yes' | 'no' | undefined;
  routeName: string;
  layout: LayoutName;
  country: string | null;
}

/**
 * Spec sections 2 and 5: skipped in the installed app, when logged in, when a skip is stored or the
 * site turns it off; hidden on complete-signup and the reset-password pages; in the chat layout
 * only for NL and DE; never in the lander layout.
 */
export function shouldShowSiteEntryWarning(context: SiteEntryWarningContext): boolean {
  if (context.installedApp || context.loggedIn || context.skipStored) return false;
  if (context.enableSiteEntryPopup !== 'yes') return false;
  if ((SITE_ENTRY_WARNING_HIDDEN_ROUTES as readonly string[]).includes(context.routeName)) return false;
  if (context.layout === 'lander') return false;
  if (context.layout === 'chat') return context.country === 'NL' || context.country === 'DE';
  return true;
}
