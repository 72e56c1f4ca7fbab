/** Route names and route-level rules of spec sections 2, 5 and 6, shared by shell and remotes. */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** A route a remote owns, as listed in the runtime registry. `page` names the lazy page in its `./routes`. */
export interface RouteMeta {
  path: string;
  page: string;
  layout: LayoutName;
}

/** The members area (spec section 2): the time-bonus modal counts from entering it. */
export const MEMBERS_AREA_ROUTES = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const;

/** Routes on which the installed app shows a back button (spec section 2). */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
] as const;

/** Routes on which the site-entry warning is hidden (spec section 5). */
export const SITE_ENTRY_WARNING_HIDDEN_ROUTES = ['complete-signup', 'reset-password', 'reset-password-do'] as const;

/** Alert visibility (spec section 6). */
export const PROFILE_PHOTO_ALERT_HIDDEN_ROUTES = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
] as const;
export const PUSH_ALERT_HIDDEN_ROUTES = ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'] as const;
export const DISABLED_NOTIFICATIONS_ALERT_HIDDEN_ROUTES = ['settings', 'notifications'] as const;

/**
 * The query flag (`?signup-complete=1`) the sign-up flow puts on the page it ends on: there, on a
 * smartphone, the activation reminder is a modal instead of an alert (spec section 4).
 */
export const SIGNUP_COMPLETE_QUERY = 'signup-complete';

/**
 * Why a visitor is asked to sign up: each action that needs login has its own message (spec section
 * 6). `generic` is any other entry.
 */
export const SIGNUP_REASONS = ['generic', 'chat', 'like', 'gift', 'photos', 'profile', 'search'] as const;
export type SignupReason = (typeof SIGNUP_REASONS)[number];

/**
 * Routes only members may open, with the reason a visitor there is asked to sign up or log in. The
 * shell guards them, so no page of these routes renders for a visitor.
 */
export const MEMBERS_ONLY_ROUTES: Readonly<Record<string, SignupReason>> = {
  likes: 'like',
  'likes-type': 'like',
  'likes-m-id': 'like',
  chats: 'chat',
  'chats-id': 'chat',
  'members-id-chat': 'chat',
  'match-finder': 'like',
  'swipe-game': 'like',
  profile: 'generic',
  notifications: 'generic',
  'signup-matches': 'generic',
  credits: 'generic',
  'credits-id-paymentmethod': 'generic',
  'credits-repeat-order': 'generic',
  directdebit: 'generic',
  'transactions-id': 'generic',
};

/**
 * Pages a visitor never sees: they send a visitor on at once (a visitor has no sign-up to complete).
 * The page redirects in the browser, and the server answers a visitor's first request of the page
 * with the redirect, so the first visit does not load a page only to leave it (issue 14).
 */
export const VISITOR_REDIRECTS: Readonly<Record<string, string>> = {
  '/complete-signup': '/signup',
};

/** Where a visitor asking for this path is sent instead, if anywhere (case and a final slash do not count). */
export function visitorRedirect(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return VISITOR_REDIRECTS[path] ?? null;
}

/** A login-link token (the `/{token}` route): long, URL-safe. Shorter paths are unknown pages. */
export const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24,}$/;

/**
 * The route name of a path pattern, in the style of the spec's names: `/members/:id` is `members-id`,
 * `/credits/:id/:paymentmethod?` is `credits-id-paymentmethod`, `/` is `index`.
 */
export function routeName(pattern: string): string {
  const name = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:/, '').replace(/\?$/, ''))
    .join('-');
  return name || 'index';
}
