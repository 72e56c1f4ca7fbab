import type { BlockResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { deleteBlock, insertBlock } from './block.repository';
import { profileExists } from './profile-view.repository';

/**
 * Blocks (POST) or unblocks (DELETE) a member, idempotently (spec section 6). A blocked member cannot
 * view the blocker's profile and leaves the blocker's likes and chats. 400 validation_failed for
 * oneself, 404 not_found for an unknown profile.
 */
export async function setBlocked(
  db: Db,
  user: CurrentUser,
  profileId: number,
  blocked: boolean,
): Promise<BlockResponse> {
  if (profileId === user.profile.id) {
    throw new AppError('validation_failed', { fields: { profile_id: 'errors.field_invalid' } });
  }
  if (!(await profileExists(db, profileId))) throw new AppError('not_found');
  if (blocked) await insertBlock(db, user.id, profileId);
  else await deleteBlock(db, user.id, profileId);
  return { blocked };
}
