import { describe, expect, it } from 'vitest';
import type { TimelineItem } from './timeline';
import { dayLabel, groupByDay } from './day-groups';

const item = (created_at: string) => ({ key: created_at, message: { created_at } }) as TimelineItem;

describe('groupByDay', () => {
  it('puts the messages of each local day together, in order', () => {
    const groups = groupByDay([
      item(new Date(2026, 10, 20, 9).toISOString()),
      item(new Date(2026, 10, 20, 23).toISOString()),
      item(new Date(2026, 10, 21, 0, 5).toISOString()),
    ]);
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
  });
});

describe('dayLabel', () => {
  const now = new Date(2026, 10, 22, 15);
  it('says today and yesterday in the language, other days as dates', () => {
    expect(dayLabel('2026-11-22', 'en', now)).toBe('Today');
    expect(dayLabel('2026-11-21', 'de', now)).toBe('Gestern');
    expect(dayLabel('2026-11-18', 'en', now)).toBe('Wednesday, November 18');
    expect(dayLabel('2025-11-18', 'en', now)).toBe('Tuesday, November 18, 2025');
  });
});
