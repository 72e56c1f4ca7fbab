// Zod-free on purpose: every sign-up form (/signup, the landers' on-page sign-up) uses these at render,
// and zod here would join a lander's first view (ADR 0019). The shared schema checks the body.
import { MINIMUM_AGE } from './constants';
import { siteCountry } from './payment-country';
import { sexualityFor, type GENDERS, type Seeking } from './profile-values';
import type { Settings } from './settings';
import type { Tracking } from './signup';

/** Who may sign up here: everybody, only with an invitation code, or nobody. */
export type SignupAccess = 'open' | 'invitation' | 'closed';

/**
 * The site's `signups` setting (spec section 5): 'all' is open; 'with_trafficsource' only for a
 * visitor who came with a traffic source (the landing's, as the server checks it); 'invitation_only'
 * asks for an invitation code. Unknown settings (not loaded) count as open: the server decides.
 */
export function signupAccess(signups: Settings['signups'] | undefined, trafficSource: string | null): SignupAccess {
  if (signups === 'with_trafficsource') return trafficSource ? 'open' : 'closed';
  if (signups === 'invitation_only') return 'invitation';
  return 'open';
}

/** The latest date of birth allowed today (MINIMUM_AGE years ago) as YYYY-MM-DD, for a date input's `max`. */
export function latestBirthDate(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** What a sign-up form asks (the shared sign-up draft holds these). */
export interface SignupFormValues {
  email: string;
  name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date_of_birth: string;
  password: string;
  gender: (typeof GENDERS)[number] | '';
  seeking: Seeking | '';
}

/** What goes along with the values: the access, the invitation code, the site and the landing. */
export interface SignupFormContext {
  access: SignupAccess;
  invitationCode: string;
  settings: Settings | null;
  landing: { tracking: Tracking | null; traffic_source: string | null; landing_path: string | null };
}

/** The visitor's country when the site serves it; otherwise the server takes the site's own. */
function signupCountry(settings: Settings | null): string | undefined {
  const country = siteCountry(settings);
  return country && settings?.countries.includes(country) ? country : undefined;
}

/**
 * The body of POST /api/signup.php: the sexuality follows from the gender and whom the visitor looks
 * for (sexualityFor); the landing's tracking record, traffic source and path go along.
 */
export function signupBody(values: SignupFormValues, context: SignupFormContext): Record<string, unknown> {
  const { landing } = context;
  return {
    email: values.email,
    name: values.name,
    date_of_birth: values.date_of_birth,
    password: values.password,
    gender: values.gender || undefined,
    sexuality: values.gender && values.seeking ? sexualityFor(values.gender, values.seeking) : undefined,
    country: signupCountry(context.settings),
    invitation_code: context.access === 'invitation' ? context.invitationCode : undefined,
    tracking: landing.tracking ?? undefined,
    traffic_source: landing.traffic_source ?? undefined,
    landing_path: landing.landing_path ?? undefined,
  };
}
