import type { Profile } from '@app/shared/contract';

/** The openers offered for an empty conversation; their texts are `icebreakers.openers.<key>`. */
export const OPENERS = ['weekend', 'photo', 'travel', 'music', 'food', 'perfectDate', 'laugh', 'dream'] as const;
export type Opener = (typeof OPENERS)[number];

/** Openers that speak of the other member's photo. */
const ABOUT_THE_PHOTO: ReadonlySet<Opener> = new Set(['photo']);

/**
 * The openers for a conversation with `profile`: a line about their photo only when they have one
 * (`main_image` is null for a member without a photo).
 */
export function openersFor(profile: Pick<Profile, 'main_image'>): Opener[] {
  return OPENERS.filter((opener) => profile.main_image !== null || !ABOUT_THE_PHOTO.has(opener));
}
