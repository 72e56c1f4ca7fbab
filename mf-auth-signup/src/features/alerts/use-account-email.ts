import { useEffect, useState } from 'react';
import { api } from '@app/shared/api';
import type { OwnProfile } from '@app/shared/contract';

/**
 * The member's email address for the activation reminder (GET /api/profile.php; the user of
 * user.php carries none). Null until loaded, and when it cannot be loaded: the texts then go
 * without the address.
 */
export function useAccountEmail(enabled: boolean): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api<{ profile: OwnProfile }>('/api/profile.php', { signal: controller.signal, retry: 1 })
      .then((answer) => setEmail(answer.profile.email))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return email;
}
