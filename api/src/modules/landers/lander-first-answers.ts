import type { LanderAnswer, LanderMemberAnswer, MemberLandingDesign } from '@app/shared/contract';

/** A lander's first members on a phone: the photos that are the page's largest paint. */
const FIRST_MEMBERS = 2;

/** A path segment as the page's router gives it (decoded; a malformed escape stays as it is). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const slugPart = (segment: string | undefined) => (segment ? `&slug=${encodeURIComponent(decoded(segment))}` : '');

/** A member id of a path as the member landings read it: 1..2^31-1 without leading zeros, else null. */
function memberId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2147483647 ? id : null;
}

const MEMBER_PAGES: Record<string, MemberLandingDesign> = {
  'members-id-landing': 'landing',
  'members-id-landing2': 'landing2',
  'members-id-landing3': 'landing3',
  'members-id-signup': 'landing',
};

/**
 * The lander call of a landers page (ADR 0021), addressed exactly as mf-landers addresses it
 * (`lander-path.ts`, `member-address.ts`): the visitor home (not for a member, who is sent on to
 * /members), the swipe lander, a campaign lander with its slug, a member landing or sign-up.
 */
export function landerFirstAddresses(page: string | null, pathname: string, isMember: boolean): string[] {
  const segments = pathname.split('/');
  if (page === 'home') return isMember ? [] : ['/api/lander.php?type=home'];
  if (page === 'tinderswipe') return ['/api/lander.php?type=tinderswipe'];
  if (page === 'lander') {
    const [, root, type, slug] = segments;
    return root === 'landers' && type && /^[a-z]+$/.test(type) ? [`/api/lander.php?type=${type}${slugPart(slug)}`] : [];
  }
  const design = page ? MEMBER_PAGES[page] : undefined;
  if (!design) return [];
  const [, , idSegment, , slug] = segments;
  const id = memberId(idSegment);
  if (id === null) return [];
  const withSlug = page === 'members-id-landing2' || page === 'members-id-landing3';
  return [`/api/lander-member.php?id=${id}&design=${design}${withSlug ? slugPart(slug) : ''}`];
}

/**
 * The photos of a lander page's largest paint, from its answer in the page: a member landing's main
 * photo, and the first two members' thumbnails (320 px) of the lander (the member landing's fallback).
 */
export function landerFirstPhotoFiles(answers: Record<string, unknown>): string[] {
  const files: string[] = [];
  for (const [address, answer] of Object.entries(answers)) {
    let lander: LanderAnswer | undefined;
    if (address.startsWith('/api/lander.php?')) lander = answer as LanderAnswer;
    else if (address.startsWith('/api/lander-member.php?')) {
      const { member, lander: fallback } = answer as LanderMemberAnswer;
      if (member) files.push(member.main_image.filename);
      else lander = fallback;
    } else continue;
    for (const member of lander?.members.slice(0, FIRST_MEMBERS) ?? []) files.push(member.main_image.thumb_filename);
  }
  return files;
}
