import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '@app/shared/stores/settings';

/** The tab's title while the page shows: `title · site`; the site's own title comes back after. */
export function usePageTitle(title: string | null): void {
  const site = useStore($settings)?.name;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = site ? `${title} · ${site}` : title;
    return () => {
      document.title = before;
    };
  }, [title, site]);
}
