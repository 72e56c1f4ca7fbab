import { describe, expect, it } from 'vitest';
import {
  accountDeletedPath,
  formatDeadline,
  reactivationDeadline,
  readDeletion,
  rememberDeletion,
} from './deleted-account';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const UNTIL = '2030-03-15T09:30:00.000Z';

describe('the kept deletion', () => {
  it('keeps the date and the export token for /account-deleted', () => {
    const storage = memoryStorage();
    rememberDeletion({ reactivate_until: UNTIL, export_token: 'tok' }, storage);
    expect(readDeletion(storage)).toEqual({ reactivateUntil: UNTIL, exportToken: 'tok' });
  });

  it('is null when nothing was kept or the value is broken', () => {
    const storage = memoryStorage();
    expect(readDeletion(storage)).toBeNull();
    storage.setItem('accountDeleted', '{not json');
    expect(readDeletion(storage)).toBeNull();
    expect(readDeletion(null)).toBeNull();
  });
});

describe('reactivationDeadline', () => {
  const kept = { reactivateUntil: '2030-01-01T00:00:00.000Z', exportToken: null };

  it('takes the date in the address first', () => {
    expect(reactivationDeadline(UNTIL, kept)?.toISOString()).toBe(UNTIL);
  });

  it('falls back to the kept deletion when the address has none or nonsense', () => {
    expect(reactivationDeadline(null, kept)?.toISOString()).toBe(kept.reactivateUntil);
    expect(reactivationDeadline('soon', kept)?.toISOString()).toBe(kept.reactivateUntil);
  });

  it('is null without any date', () => {
    expect(reactivationDeadline(null, null)).toBeNull();
  });

  it('survives the round trip through the address', () => {
    const search = new URL(accountDeletedPath(UNTIL), 'https://site.example').searchParams;
    expect(reactivationDeadline(search.get('until'), null)?.toISOString()).toBe(UNTIL);
  });
});

describe('formatDeadline', () => {
  const date = new Date(UNTIL);

  it('names the day, the time and the time zone in the interface language', () => {
    const text = formatDeadline(date, 'en', 'UTC');
    expect(text).toContain('March 15, 2030');
    expect(text).toContain('Friday');
    expect(text).toMatch(/09:30/);
    expect(text).toContain('UTC');
  });

  it('writes German in German', () => {
    const text = formatDeadline(date, 'de', 'Europe/Berlin');
    expect(text).toContain('15. März 2030');
    expect(text).toContain('10:30');
  });

  it('uses the default date locale (nl) for an unknown language', () => {
    expect(formatDeadline(date, 'xx', 'UTC')).toContain('15 maart 2030');
  });
});
