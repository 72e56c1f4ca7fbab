import type { Settings, Signup } from '@app/shared/contract';
import { sexualityFor } from '@app/shared/contract/profile-values';
import type { SignupSchema } from '@app/shared/contract/signup';
import { siteCountry } from '@app/shared/stores/settings';
import type { SignupDraft } from '@app/shared/stores/signup-draft';
import type { Landing } from '@app/shared/stores/tracking';
import { fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import type { SignupAccess } from '../signup-access';

/** What the account step sends besides the draft. */
export interface AccountContext {
  access: SignupAccess;
  invitationCode: string;
  landing: Landing;
  settings: Settings | null;
  /** The sign-up schema the server uses, loaded with the form's first focus or submit (it brings zod). */
  schema: typeof SignupSchema;
}

/** Loads the sign-up schema, and zod with it: on the form's first focus or submit, not with the page. */
export async function loadSignupSchema(): Promise<typeof SignupSchema> {
  return (await import('@app/shared/contract/signup')).SignupSchema;
}

/** The visitor's country when the site serves it; otherwise the server takes the site's own. */
function signupCountry(settings: Settings | null): string | undefined {
  const country = siteCountry(settings);
  return country && settings?.countries.includes(country) ? country : undefined;
}

/**
 * The body of POST /api/signup.php from the draft: the sexuality follows from the gender and whom
 * the visitor looks for (sexualityFor); the landing's tracking, traffic source and path go along.
 */
export function signupBody(draft: SignupDraft, context: AccountContext): Record<string, unknown> {
  const { landing } = context;
  return {
    email: draft.email,
    name: draft.name,
    date_of_birth: draft.date_of_birth,
    password: draft.password,
    gender: draft.gender || undefined,
    sexuality: draft.gender && draft.seeking ? sexualityFor(draft.gender, draft.seeking) : undefined,
    country: signupCountry(context.settings),
    invitation_code: context.access === 'invitation' ? context.invitationCode : undefined,
    tracking: landing.tracking ?? undefined,
    traffic_source: landing.traffic_source ?? undefined,
    landing_path: landing.landing_path ?? undefined,
  };
}

/**
 * The problems of the account step, by form field, with the schema the server uses (spec section 5).
 * The form asks whom the visitor looks for, so the schema's `sexuality` shows at `seeking`.
 */
export function accountErrors(draft: SignupDraft, context: AccountContext): FieldErrors {
  const errors = moveSexualityError(fieldErrors(context.schema, signupBody(draft, context)));
  if (draft.gender && !draft.seeking) errors.seeking = 'auth:signup.account.seekingRequired';
  if (context.access === 'invitation' && !context.invitationCode.trim()) {
    errors.invitation_code = 'auth:signup.account.invitationRequired';
  }
  return errors;
}

/** The server's (or the schema's) `sexuality` error belongs to the "looking for" field. */
export function moveSexualityError(errors: FieldErrors): FieldErrors {
  const { sexuality, ...rest } = errors;
  return sexuality ? { ...rest, seeking: 'auth:signup.account.seekingRequired' } : rest;
}

/** The checked body to send, or null while the form has problems. */
export function validSignup(draft: SignupDraft, context: AccountContext): Signup | null {
  if (Object.keys(accountErrors(draft, context)).length > 0) return null;
  return context.schema.parse(signupBody(draft, context));
}
