import type { LanderMember, NicheKey } from '@app/shared/contract/landers';

export type Seeking = 'female' | 'male' | 'both';
export type Intent = 'chat' | 'date' | 'serious';
export type QuestionId = 'seeking' | 'age' | 'intent';

/** An age band to choose: `max` null is open-ended ("60+"). */
export interface AgeBand {
  id: string;
  min: number;
  max: number | null;
}

export interface Answers {
  seeking?: Seeking;
  /** An AgeBand id, or `any`. */
  age?: string;
  intent?: Intent;
}

export const SEEKING: readonly Seeking[] = ['female', 'male', 'both'];
/** The sign-up's "looking for" value of each answer to whom the visitor wants to meet. */
export const SIGNUP_SEEKING = { female: 'women', male: 'men', both: 'both' } as const satisfies Record<
  Seeking,
  'women' | 'men' | 'both'
>;
export const INTENTS: readonly Intent[] = ['chat', 'date', 'serious'];

const band = (min: number, max: number | null): AgeBand => ({ id: max ? `${min}-${max}` : `${min}+`, min, max });

/** The age bands that make sense for the niche's members (a senior site starts at 55). */
export function ageBands(niche: NicheKey): AgeBand[] {
  switch (niche) {
    case 'young':
      return [band(18, 24), band(25, 30)];
    case 'mature':
      return [band(40, 49), band(50, 59), band(60, null)];
    case 'senior':
      return [band(55, 64), band(65, 74), band(75, null)];
    default:
      return [band(18, 29), band(30, 44), band(45, 59), band(60, null)];
  }
}

/** The questions asked, in order: a gay or lesbian lander does not ask whom one is looking for. */
export function questionsFor(niche: NicheKey): QuestionId[] {
  return niche === 'gay' || niche === 'lesbian' ? ['age', 'intent'] : ['seeking', 'age', 'intent'];
}

/** The members who fit the answers (the intent does not filter: members have no such field). */
export function matchingMembers(members: readonly LanderMember[], answers: Answers, bands: AgeBand[]): LanderMember[] {
  const age = bands.find((item) => item.id === answers.age);
  return members.filter(
    (member) =>
      (!answers.seeking || answers.seeking === 'both' || member.gender === answers.seeking) &&
      (!age || (member.age >= age.min && (age.max === null || member.age <= age.max))),
  );
}
