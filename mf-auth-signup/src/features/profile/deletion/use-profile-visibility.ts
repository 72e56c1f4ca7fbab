import { useState } from 'react';
import { errorMessageKey } from '@app/shared/api';
import { loadUser } from '@app/shared/stores/user';
import { setAccountPaused } from '../api/account';

export type VisibilityChange = 'pause' | 'hide' | 'show';

/**
 * The alternatives to deletion that change who sees the member: a pause (hidden and no mail), hiding
 * the profile only, and showing it again. The shell's $user follows (mail settings may change).
 */
export function useProfileVisibility(onHiddenChange: (hidden: boolean) => void) {
  const [busy, setBusy] = useState<VisibilityChange | null>(null);
  const [done, setDone] = useState<VisibilityChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(what: VisibilityChange): Promise<void> {
    setBusy(what);
    setDone(null);
    setFailure(null);
    try {
      if (what === 'pause') await setAccountPaused({ hidden: true, mail: false });
      else await setAccountPaused({ hidden: what !== 'show' });
      onHiddenChange(what !== 'show');
      setDone(what);
      void loadUser();
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(null);
    }
  }

  return { busy, done, failure, change };
}
