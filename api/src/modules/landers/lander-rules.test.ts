import { describe, expect, it } from 'vitest';
import { aboutLine, copyIn, LINE_LENGTH, landerCountry, memberFilter, roundDegree, yearsBefore } from './lander-rules';

describe('aboutLine', () => {
  it('is null for nothing, and a short text as one line', () => {
    expect(aboutLine(null)).toBeNull();
    expect(aboutLine('  \n ')).toBeNull();
    expect(aboutLine(' Hello\n\nthere  you ')).toBe('Hello there you');
  });

  it('keeps a text of exactly the length, and cuts a longer one at a word with an ellipsis', () => {
    const exact = 'a'.repeat(LINE_LENGTH);
    expect(aboutLine(exact)).toBe(exact);
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const line = aboutLine(words)!;
    expect(Array.from(line).length).toBeLessThanOrEqual(LINE_LENGTH);
    expect(line.endsWith('…')).toBe(true);
    const kept = line.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
  });

  it('keeps a whole last word that ends right at the cut, drops trailing punctuation, and cuts one long word', () => {
    const head = `${'x'.repeat(LINE_LENGTH - 5)} abc`; // 139 characters: a word ends at the cut
    expect(aboutLine(`${head} more words`)).toBe(`${head}…`);
    const ys = 'y'.repeat(LINE_LENGTH - 10);
    expect(aboutLine(`${ys}, and, more words to come`)).toBe(`${ys}, and…`);
    expect(aboutLine('z'.repeat(300))).toBe(`${'z'.repeat(LINE_LENGTH - 1)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀 '.repeat(100);
    const line = aboutLine(emoji)!;
    expect(Array.from(line).length).toBeLessThanOrEqual(LINE_LENGTH);
    expect(line).not.toMatch(/\uD83D$/);
  });
});

describe('roundDegree', () => {
  it('rounds to 0.1 degree and keeps null', () => {
    expect(roundDegree(52.3676)).toBe(52.4);
    expect(roundDegree(4.9041)).toBe(4.9);
    expect(roundDegree(-0.04)).toBe(0);
    expect(Object.is(roundDegree(-0.04), -0)).toBe(false);
    expect(roundDegree(-73.9857)).toBe(-74);
    expect(roundDegree(null)).toBeNull();
    expect(roundDegree(undefined)).toBeNull();
    expect(roundDegree(Number.NaN)).toBeNull();
  });
});

describe('landerCountry', () => {
  const nl = { country: 'NL', countries: ['NL'] };
  const international = { country: 'CH', countries: ['DE', 'CH', 'NL'] };
  it('takes the first candidate the site serves, else its own country, else its first', () => {
    expect(landerCountry(international, [null, 'de'])).toBe('DE');
    expect(landerCountry(international, ['NL', 'DE'])).toBe('NL');
    expect(landerCountry(international, ['US', null])).toBe('CH');
    expect(landerCountry(nl, ['DE'])).toBe('NL');
    expect(landerCountry({ country: 'GB', countries: ['IE', 'US'] }, [undefined])).toBe('IE');
  });
});

describe('memberFilter', () => {
  it('applies the niche rule', () => {
    expect(memberFilter(1, null)).toEqual({
      gender: null,
      minAge: null,
      maxAge: null,
      bodyTypes: null,
      sexualities: null,
    });
    expect(memberFilter(3, null).bodyTypes).toEqual(['curvy', 'plus_size']);
    expect(memberFilter(4, null)).toMatchObject({ gender: 'male', sexualities: ['gay', 'bi'] });
    expect(memberFilter(6, null).minAge).toBe(55);
    expect(memberFilter(7, null).maxAge).toBe(30);
    expect(memberFilter(99, null).gender).toBeNull();
  });

  it('narrows it by the campaign, and finds nobody when the genders disagree', () => {
    const campaign = (member_gender: 'male' | 'female' | null, min_age: number | null, max_age: number | null) => ({
      member_gender,
      min_age,
      max_age,
    });
    expect(memberFilter(2, campaign('female', 30, 60))).toMatchObject({ gender: 'female', minAge: 40, maxAge: 60 });
    expect(memberFilter(7, campaign(null, 25, 40))).toMatchObject({ minAge: 25, maxAge: 30 });
    expect(memberFilter(5, campaign('female', null, null)).gender).toBe('female');
    expect(memberFilter(5, campaign('male', null, null)).gender).toBe('none');
  });
});

describe('yearsBefore and copyIn', () => {
  it('counts years back by the calendar', () => {
    expect(yearsBefore(new Date('2026-11-27T10:00:00Z'), 40)).toBe('1986-11-27');
  });

  it('gives the language’s copy, null where absent or blank, cut to the lengths', () => {
    const copy = { de: { headline: 'Hallo', text: '  ', cta: 'x'.repeat(60) }, en: { headline: 'Hello' } };
    expect(copyIn(copy, 'de')).toEqual({ headline: 'Hallo', text: null, cta: 'x'.repeat(40) });
    expect(copyIn(copy, 'fr')).toEqual({ headline: null, text: null, cta: null });
    expect(copyIn(null, 'en')).toEqual({ headline: null, text: null, cta: null });
  });
});
