import type { MemberLandingDesign } from '@app/shared/contract/lander-constants';

/** A member id of a path (`/members/12/landing`): a positive whole number, else null. */
export function memberIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}

/**
 * The address of GET /api/lander-member.php, in exactly the form under which the server writes its
 * answer into the page.
 */
export function memberLanderAddress(id: number, design: MemberLandingDesign, slug: string | null): string {
  return `/api/lander-member.php?id=${id}&design=${design}${slug ? `&slug=${encodeURIComponent(slug)}` : ''}`;
}

/** Where a member landing leads: the sign-up about that member. */
export const memberSignupPath = (id: number) => `/members/${id}/signup`;
/** Where the sign-up about a member ends: the chat with them. */
export const memberChatPath = (id: number) => `/members/${id}/chat`;
