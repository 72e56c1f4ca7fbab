import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Interest } from '@app/shared/contract';
import { $locale } from '@app/shared/stores/locale';
import { loadInterests } from '../api/reference-data';

/** Every interest the site knows (GET /api/interests.php, cached), or null while loading; [] on failure. */
export function useInterests(): Interest[] | null {
  const language = useStore($locale);
  const [state, setState] = useState<{ language: string; interests: Interest[] } | null>(null);
  useEffect(() => {
    let current = true;
    loadInterests(language).then(
      (interests) => current && setState({ language, interests }),
      () => current && setState({ language, interests: [] }),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return state?.language === language ? state.interests : null;
}
