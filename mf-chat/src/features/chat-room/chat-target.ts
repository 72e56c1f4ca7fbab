import type { ChatTarget } from './api/get-chat';

/** The conversation a chat address names: /chats/{id} or /members/{id}/chat; null for a bad id. */
export function chatTarget(pathname: string, id: string | undefined): ChatTarget | null {
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return null;
  return pathname.startsWith('/members/') ? { profile: number } : { conversation: number };
}
