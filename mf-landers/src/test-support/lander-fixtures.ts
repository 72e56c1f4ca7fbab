import type { LanderAnswer, LanderMember, LanderMemberAnswer } from '@app/shared/contract/landers';

/** A lander member for unit tests; `overrides` change any field. */
export function landerMember(id: number, overrides: Partial<LanderMember> = {}): LanderMember {
  return {
    id,
    name: `Member ${id}`,
    age: 25 + (id % 20),
    gender: id % 2 ? 'female' : 'male',
    country: 'NL',
    city: 'Utrecht',
    latitude: 52.1,
    longitude: 5.1,
    main_image: {
      filename: `photos/${id}.webp`,
      thumb_filename: `photos/${id}-thumb.webp`,
      match: `photos/${id}-match.webp`,
    },
    line: `I like long walks, good food and honest people (${id}).`,
    fictional: id % 3 === 0,
    ...overrides,
  };
}

/** A lander answer for unit tests, with `count` members (every third fictional). */
export function landerAnswer(overrides: Partial<LanderAnswer> = {}, count = 12): LanderAnswer {
  const members = Array.from({ length: count }, (_, index) => landerMember(index + 1));
  return {
    type: 'gallery',
    slug: null,
    niche: 1,
    country: 'NL',
    copy: { headline: null, text: null, cta: null },
    members,
    has_fictional: members.some((member) => member.fictional),
    ...overrides,
  };
}

/** GET /api/lander-member.php's answer for unit tests: the member (null: unknown or hidden) and the gallery lander. */
export function landerMemberAnswer(
  member: LanderMember | null = landerMember(12),
  lander: LanderAnswer = landerAnswer(),
): LanderMemberAnswer {
  return { member, lander };
}
