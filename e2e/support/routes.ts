/** One concrete address for every route of the spec, with its owner and layout. */
export interface RouteCase {
  path: string;
  owner: string;
  layout: 'default' | 'chat' | 'lander' | 'empty';
}

const TOKEN = 'Zm9yLXRoZS1lMmUtdGVzdHMtb25seS0xMjM0NTY3OA';
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
  { path: '/likes', owner: 'mf_members', layout: 'default' },
  { path: '/likes/liked-me', owner: 'mf_members', layout: 'default' },
  { path: '/likes/m/12', owner: 'mf_members', layout: 'default' },
  { path: '/chats', owner: 'mf_chat', layout: 'chat' },
  { path: '/chats/7', owner: 'mf_chat', layout: 'chat' },
  { path: '/members', owner: 'mf_members', layout: 'default' },
  { path: '/members/12', owner: 'mf_members', layout: 'default' },
  { path: '/members/12/chat', owner: 'mf_chat', layout: 'chat' },
  { path: '/members/12/landing', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/signup', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing2', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing2/summer', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing3', owner: 'mf_landers', layout: 'lander' },
  { path: '/members/12/landing3/summer', owner: 'mf_landers', layout: 'lander' },
  { path: '/login', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/signup', owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/signup-matches', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/complete-signup', owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/reset-password', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/reset-password/do', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/mail-change/do', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/activate/done', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/activate/error', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/account-deleted', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/profile', owner: 'mf_auth_signup', layout: 'default' },
  { path: '/notifications', owner: 'mf_auth_signup', layout: 'default' },
  { path: `/${TOKEN}`, owner: 'mf_auth_signup', layout: 'empty' },
  { path: '/premium', owner: 'mf_payments', layout: 'default' },
  { path: '/pricing', owner: 'mf_payments', layout: 'default' },
  { path: '/credits', owner: 'mf_payments', layout: 'default' },
  { path: '/credits/3', owner: 'mf_payments', layout: 'default' },
  { path: '/credits/3/ideal', owner: 'mf_payments', layout: 'default' },
  { path: '/credits/repeat-order', owner: 'mf_payments', layout: 'default' },
  { path: '/directdebit', owner: 'mf_payments', layout: 'default' },
  { path: '/transactions', owner: 'mf_payments', layout: 'default' },
  { path: '/transactions/41', owner: 'mf_payments', layout: 'default' },
  { path: '/match-finder', owner: 'mf_members', layout: 'default' },
  { path: '/swipe-game', owner: 'mf_members', layout: 'default' },
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
