import { api } from '@app/shared/api';
import type { BlockResponse } from '@app/shared/contract';
import { loadChats, loadLikes } from '@app/shared/stores/chats';

/**
 * Blocks (POST) or unblocks (DELETE) a member through /api/block.php; the chats and likes reload, as
 * the server leaves a blocked member out of both.
 */
export async function setBlocked(profileId: number, blocked: boolean): Promise<BlockResponse> {
  const answer = await api<BlockResponse>('/api/block.php', {
    method: blocked ? 'POST' : 'DELETE',
    body: { profile_id: profileId },
  });
  void Promise.all([loadChats(), loadLikes()]).catch(() => undefined);
  return answer;
}
