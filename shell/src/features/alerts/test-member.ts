import type { User } from '@app/shared/contract';
import { testUser } from '@app/shared/test-support/fixtures';

/** A member as GET /api/user.php answers (confirmed, active, no photo), for the alerts' tests. */
export function member(patch: Partial<User> = {}, profile: Partial<User['profile']> = {}): User {
  return testUser(patch, { main_image: null, ...profile });
}
