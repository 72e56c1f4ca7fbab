import { useLocation } from '@app/shared/router';

/**
 * The address of /credits that comes back here after the payment (`?return=/chats/12`): the chat
 * whose message needed credits opens again once they are bought.
 */
export function useCreditsPath(): string {
  const { pathname } = useLocation();
  return `/credits?return=${encodeURIComponent(pathname)}`;
}
