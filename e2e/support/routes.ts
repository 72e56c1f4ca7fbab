/** One concrete address for every route of the spec, with its owner and layout. */
export interface RouteCase {
  path: string;
  owner: string;
  layout: 'default' | 'chat' | 'lander' | 'empty';
  /** Only members may open it (MEMBERS_ONLY_ROUTES): a visitor is asked to sign up or log in. */
  membersOnly?: true;
}

/** A well-formed login-link token the server never issued. */
export const LOGIN_TOKEN = 'Zm9yLXRoZS1lMmUtdGVzdHMtb25seS0xMjM0NTY3OA';
const LANDER_TYPES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];

export const ROUTES: RouteCase[] = [
  { path: '/', owner: 'mf_landers', layout: 'default' },
  { path: '/likes', owner: 'mf_members', layout: 'default', membersOnly: true },
  { path: '/likes/liked-me', owner: 'mf_members', layout: 'default', membersOnly: true },
  { path: '/likes/m/12', owner: 'mf_members', layout: 'default', membersOnly: true },
  { path: '/chats', owner: 'mf_chat', layout: 'chat', membersOnly: true },
  { path: '/chats/7', owner: 'mf_chat', layout: 'chat', membersOnly: true },
  { path: '/members', owner: 'mf_members', layout: 'default' },
  { path: '/members/12', owner: 'mf_members', layout: 'default' },
  { path: '/members/12/chat', owner: 'mf_chat', layout: 'chat', membersOnly: true },
  { path: '/members/12/landing', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/signup', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing2', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing2/summer', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing3', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing3/summer', owner: 'mf_landers', layout: 'lander' },
  { path: '/login', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/signup', owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/signup-matches', owner: 'mf_auth_signup', layout: 'default', membersOnly: true },
  { path: '/complete-signup', owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/reset-password', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/reset-password/do', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/mail-change/do', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/activate/done', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/activate/error', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/account-deleted', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/profile', owner: 'mf_auth_signup', layout: 'default', membersOnly: true },
  { path: '/notifications', owner: 'mf_auth_signup', layout: 'default', membersOnly: true },
  { path: `/${LOGIN_TOKEN}`, owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/premium', owner: 'mf_payments', layout: 'default' },
  { path: '/pricing', owner: 'mf_payments', layout: 'default' },
  { path: '/credits', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/credits/3', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/credits/3/ideal', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/credits/repeat-order', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/directdebit', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/transactions', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/transactions/41', owner: 'mf_payments', layout: 'default', membersOnly: true },
  { path: '/withdrawal', owner: 'mf_payments', layout: 'default' },
  { path: '/match-finder', owner: 'mf_members', layout: 'default', membersOnly: true },
  { path: '/swipe-game', owner: 'mf_members', layout: 'default', membersOnly: true },
  { path: '/landers/tinderswipe', owner: 'mf_landers', layout: 'lander' },
  ...LANDER_TYPES.flatMap((type): RouteCase[] => [
    { path: `/landers/${type}`, owner: 'mf_landers', layout: 'lander' },
    { path: `/landers/${type}/summer-campaign`, owner: 'mf_landers', layout: 'lander' },
  ]),
  ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map((slug): RouteCase => ({
    path: `/pages/${slug}`,
    owner: 'shell',
    layout: 'default',
  })),
  { path: '/complaints', owner: 'shell', layout: 'default' },
  { path: '/lang-config', owner: 'shell', layout: 'default' },
];

export const UNKNOWN_ROUTES = ['/this/does-not-exist', '/abc', '/landers/unknown-type', '/pages/nope'];
