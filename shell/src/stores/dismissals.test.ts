// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dismissals, dismiss, isDismissed } from './dismissals';

describe('dismissals', () => {
  beforeEach(() => {
    localStorage.clear();
    $dismissals.set({});
  });

  afterEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('is not dismissed before dismiss', () => {
    expect(isDismissed('pushAlert')).toBe(false);
    expect($dismissals.get().pushAlert).toBeUndefined();
  });

  it('stores the time of dismissal, readable from $dismissals', () => {
    dismiss('pushAlert', 1_700_000_000_000);
    expect($dismissals.get().pushAlert).toBe(1_700_000_000_000);
    expect(isDismissed('pushAlert')).toBe(true);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_234_567_890_000);
    try {
      dismiss('timeBonusModal');
    } finally {
      vi.useRealTimers();
    }
    expect($dismissals.get().timeBonusModal).toBe(1_234_567_890_000);
  });

  it('keeps each dismissal apart', () => {
    dismiss('profilePhotoAlert', 1000);
    expect(isDismissed('profilePhotoAlert')).toBe(true);
    expect(isDismissed('pushAlert')).toBe(false);
    expect(isDismissed('disabledNotificationsAlert')).toBe(false);
    dismiss('disabledNotificationsAlert', 2000);
    expect($dismissals.get()).toEqual({ profilePhotoAlert: 1000, disabledNotificationsAlert: 2000 });
  });

  it('persists in localStorage', () => {
    dismiss('pushAlert', 1000);
    dismiss('timeBonusModal', 2000);
    expect(JSON.parse(localStorage.getItem('dismissals') ?? 'null')).toEqual({ pushAlert: 1000, timeBonusModal: 2000 });
  });

  it('dismissing again updates the time', () => {
    dismiss('pushAlert', 1000);
    dismiss('pushAlert', 5000);
    expect($dismissals.get().pushAlert).toBe(5000);
    expect(JSON.parse(localStorage.getItem('dismissals') ?? 'null')).toEqual({ pushAlert: 5000 });
  });

  it('is remembered on the next visit', async () => {
    dismiss('profilePhotoAlert', 1000);
    vi.resetModules();
    const fresh = await import('./dismissals');
    expect(fresh.$dismissals.get()).toEqual({ profilePhotoAlert: 1000 });
    expect(fresh.isDismissed('profilePhotoAlert')).toBe(true);
  });

  it('starts empty when the stored value is unreadable', async () => {
    localStorage.setItem('dismissals', '{not json');
    vi.resetModules();
    const fresh = await import('./dismissals');
    expect(fresh.$dismissals.get()).toEqual({});
  });
});
