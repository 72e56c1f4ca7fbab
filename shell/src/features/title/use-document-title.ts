import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $chats } from '@app/shared/stores/chats';
import { siteTitle } from '@app/shared/contract/site-title';
import { $settings } from '@app/shared/stores/settings';
import { appBadgeCount, titleWithCount } from './title-rules';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Keeps the tab title's count prefix and the installed app's badge in step with the counts. */
export function useDocumentTitle(): void {
  const settings = useStore($settings);
  const { totalUnreadMessages, totalNewLikes } = useStore($chats);
  const count = appBadgeCount(totalUnreadMessages, totalNewLikes);
  useEffect(() => {
    document.title = titleWithCount(siteTitle(settings), count);
    const nav = navigator as BadgeNavigator;
    // Badge update errors are ignored (spec section 8).
    if (count > 0) nav.setAppBadge?.(count).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
  }, [settings, count]);
}
