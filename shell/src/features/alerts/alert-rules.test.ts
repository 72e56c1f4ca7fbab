import { describe, expect, it } from 'vitest';
import { routeName } from '@app/shared/contract';
import {
  alertsToShow,
  activationReminder,
  showsDisabledNotificationsAlert,
  showsProfilePhotoAlert,
  showsPushAlert,
} from './alert-rules';
import { member } from './test-member';

/** Every route of spec section 2 by its shell route name, plus `settings` and the 404 page. */
const ROUTES = [
  ...[
    '/',
    '/likes',
    '/likes/:type',
    '/likes/m/:id',
    '/chats',
    '/chats/:id',
    '/members',
    '/members/:id',
    '/members/:id/chat',
    '/members/:id/landing',
    '/members/:id/signup',
    '/members/:id/landing2/:slug?',
    '/members/:id/landing3/:slug?',
    '/login',
    '/signup',
    '/signup-matches',
    '/complete-signup',
    '/reset-password',
    '/reset-password/do',
    '/mail-change/do',
    '/activate/done',
    '/activate/error',
    '/account-deleted',
    '/profile',
    '/notifications',
    '/premium',
    '/pricing',
    '/credits',
    '/credits/:id/:paymentmethod?',
    '/credits/repeat-order',
    '/directdebit',
    '/transactions/:id?',
    '/match-finder',
    '/swipe-game',
    '/complaints',
    '/lang-config',
    '/landers/tinderswipe',
    '/landers/video/:slug?',
    '/:token',
    '/pages/:slug',
  ].map(routeName),
  'settings',
  'not-found',
];

const PROFILE_PHOTO_HIDDEN = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
];
const PUSH_HIDDEN = ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'];
const DISABLED_NOTIFICATIONS_HIDDEN = ['settings', 'notifications'];

const photo = { filename: 'a.webp', thumb_filename: 'a-thumb.webp', match: '/media/a.webp' };
const canPush = { capability: 'supported', state: 'not_subscribed' } as const;

describe('the route names under test', () => {
  it('include every route an alert is hidden on', () => {
    for (const name of [...PROFILE_PHOTO_HIDDEN, ...PUSH_HIDDEN, ...DISABLED_NOTIFICATIONS_HIDDEN]) {
      expect(ROUTES).toContain(name);
    }
  });
});

describe('profile-photo alert', () => {
  it.each(ROUTES)('on %s: shown to a member without a photo unless the route hides it', (route) => {
    expect(showsProfilePhotoAlert(route, member(), false)).toBe(!PROFILE_PHOTO_HIDDEN.includes(route));
  });

  it('is not shown to a member with a main photo', () => {
    expect(showsProfilePhotoAlert('members', member({}, { main_image: photo }), false)).toBe(false);
  });

  it('is not shown to a visitor or while the user is unknown', () => {
    expect(showsProfilePhotoAlert('members', null, false)).toBe(false);
    expect(showsProfilePhotoAlert('members', undefined, false)).toBe(false);
  });

  it('is not shown once dismissed', () => {
    expect(showsProfilePhotoAlert('members', member(), true)).toBe(false);
  });
});

describe('push alert', () => {
  it.each(ROUTES)('on %s: shown to a member who can subscribe unless the route hides it', (route) => {
    expect(showsPushAlert(route, member(), canPush, false)).toBe(!PUSH_HIDDEN.includes(route));
  });

  it.each(['unknown', 'subscribed', 'denied'] as const)('is not shown in the push state %s', (state) => {
    expect(showsPushAlert('members', member(), { capability: 'supported', state }, false)).toBe(false);
  });

  it('is not shown when the browser cannot do push', () => {
    expect(showsPushAlert('members', member(), { capability: 'unsupported', state: 'not_subscribed' }, false)).toBe(
      false,
    );
  });

  it('is not shown to a visitor, or once dismissed', () => {
    expect(showsPushAlert('members', null, canPush, false)).toBe(false);
    expect(showsPushAlert('members', undefined, canPush, false)).toBe(false);
    expect(showsPushAlert('members', member(), canPush, true)).toBe(false);
  });
});

describe('disabled-notifications alert', () => {
  const mailOff = member({ notifications_disabled: ['mail'] });

  it.each(ROUTES)('on %s: shown when all mail is off unless the route hides it', (route) => {
    expect(showsDisabledNotificationsAlert(route, mailOff, false)).toBe(!DISABLED_NOTIFICATIONS_HIDDEN.includes(route));
  });

  it('is not shown while mail is on, even with single kinds turned off', () => {
    expect(showsDisabledNotificationsAlert('members', member(), false)).toBe(false);
    expect(
      showsDisabledNotificationsAlert('members', member({ notifications_disabled: ['mail_news', 'push_like'] }), false),
    ).toBe(false);
  });

  it('is not shown to a visitor, or once dismissed', () => {
    expect(showsDisabledNotificationsAlert('members', null, false)).toBe(false);
    expect(showsDisabledNotificationsAlert('members', mailOff, true)).toBe(false);
  });
});

describe('activation reminder', () => {
  const unconfirmed = member({ status: 'not_confirmed' }, { status: 'disabled' });
  const plain = { signupComplete: false, smartphone: false };

  it('is an alert for an unconfirmed member with a disabled profile and no disabled notifications', () => {
    expect(activationReminder('members', unconfirmed, plain)).toBe('alert');
  });

  it('is a modal right after sign-up on a smartphone', () => {
    expect(activationReminder('members', unconfirmed, { signupComplete: true, smartphone: true })).toBe('modal');
  });

  it('stays an alert after sign-up on a larger screen, and on a smartphone without the flag', () => {
    expect(activationReminder('members', unconfirmed, { signupComplete: true, smartphone: false })).toBe('alert');
    expect(activationReminder('members', unconfirmed, { signupComplete: false, smartphone: true })).toBe('alert');
  });

  it('is not shown to a confirmed member', () => {
    expect(activationReminder('members', member({}, { status: 'disabled' }), plain)).toBe('none');
    expect(activationReminder('members', member({ status: 'deleted' }, { status: 'disabled' }), plain)).toBe('none');
  });

  it.each(['active', 'hidden'])('is not shown while the profile is %s', (status) => {
    expect(activationReminder('members', member({ status: 'not_confirmed' }, { status }), plain)).toBe('none');
  });

  it('is not shown when any notification is disabled', () => {
    const withDisabled = member(
      { status: 'not_confirmed', notifications_disabled: ['push_news'] },
      { status: 'disabled' },
    );
    expect(activationReminder('members', withDisabled, { signupComplete: true, smartphone: true })).toBe('none');
  });

  it.each(ROUTES)('on %s: shown unless the route is an activation page', (route) => {
    const expected = ['activate-done', 'activate-error'].includes(route) ? 'none' : 'alert';
    expect(activationReminder(route, unconfirmed, plain)).toBe(expected);
  });

  it('is not shown to a visitor or while the user is unknown', () => {
    expect(activationReminder('members', null, plain)).toBe('none');
    expect(activationReminder('members', undefined, plain)).toBe('none');
  });
});

describe('alertsToShow', () => {
  const all = { activation: true, mailOff: true, photo: true, push: true };
  it('shows the most important one on a phone and two on wider screens', () => {
    expect(alertsToShow(all, true)).toEqual(['activation']);
    expect(alertsToShow(all, false)).toEqual(['activation', 'mailOff']);
  });
  it('lets the next one take the place of one that does not apply (or was dismissed)', () => {
    expect(alertsToShow({ ...all, activation: false, mailOff: false }, false)).toEqual(['photo', 'push']);
    expect(alertsToShow({ activation: false, mailOff: false, photo: false, push: true }, true)).toEqual(['push']);
    expect(alertsToShow({ activation: false, mailOff: false, photo: false, push: false }, true)).toEqual([]);
  });
});
