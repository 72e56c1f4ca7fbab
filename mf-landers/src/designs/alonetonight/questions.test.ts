import { describe, expect, it } from 'vitest';
import { landerMember } from '../../test-support/lander-fixtures';
import { ageBands, matchingMembers, questionsFor } from './questions';

const members = [
  landerMember(1, { gender: 'female', age: 24 }),
  landerMember(2, { gender: 'male', age: 33 }),
  landerMember(3, { gender: 'female', age: 41 }),
  landerMember(4, { gender: 'female', age: 63 }),
];
const ids = (list: { id: number }[]) => list.map((member) => member.id);

describe('the question flow of alonetonight', () => {
  it('filters by the gender looked for and the age band', () => {
    const bands = ageBands('general');
    expect(ids(matchingMembers(members, { seeking: 'female' }, bands))).toEqual([1, 3, 4]);
    expect(ids(matchingMembers(members, { seeking: 'male' }, bands))).toEqual([2]);
    expect(ids(matchingMembers(members, { seeking: 'both', age: '30-44' }, bands))).toEqual([2, 3]);
    expect(ids(matchingMembers(members, { seeking: 'female', age: '60+' }, bands))).toEqual([4]);
    expect(ids(matchingMembers(members, { seeking: 'female', age: 'any', intent: 'date' }, bands))).toEqual([1, 3, 4]);
  });

  it("offers the niche's ages and skips the gender question where the niche decides it", () => {
    expect(ageBands('senior').map((item) => item.id)).toEqual(['55-64', '65-74', '75+']);
    expect(ageBands('young').map((item) => item.id)).toEqual(['18-24', '25-30']);
    expect(questionsFor('general')).toEqual(['seeking', 'age', 'intent']);
    expect(questionsFor('lesbian')).toEqual(['age', 'intent']);
  });
});
