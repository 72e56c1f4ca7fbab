import { signupBody, type SignupFormContext, type SignupFormValues } from '@app/shared/contract/signup-form';
import type { SignupSchema } from '@app/shared/contract/signup';
import { fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';

type Schema = typeof SignupSchema;

/** Loads the shared sign-up schema, and zod with it: on the form's first focus or submit, not with the lander. */
export async function loadSignupSchema(): Promise<Schema> {
  return (await import('@app/shared/contract/signup')).SignupSchema;
}

const SEEKING_REQUIRED = 'landers:signup.seekingRequired';

/** The schema's (or the server's) `sexuality` problem belongs to the "looking for" field. */
export function moveSexualityError(errors: FieldErrors): FieldErrors {
  const { sexuality, ...rest } = errors;
  return sexuality ? { ...rest, seeking: SEEKING_REQUIRED } : rest;
}

/** The form's problems by field, with the schema the server uses (spec section 5). */
export function signupErrors(values: SignupFormValues, context: SignupFormContext, schema: Schema): FieldErrors {
  const errors = moveSexualityError(fieldErrors(schema, signupBody(values, context)));
  if (values.gender && !values.seeking) errors.seeking = SEEKING_REQUIRED;
  if (context.access === 'invitation' && !context.invitationCode.trim()) {
    errors.invitation_code = 'landers:signup.invitationRequired';
  }
  return errors;
}

/**
 * Where the server's refusal shows: its field errors at their fields, a taken email at the email,
 * a bad invitation code at the code, anything else as the form's message.
 */
export function placeServerError(
  fields: FieldErrors,
  message: string | null,
): { fields: FieldErrors; message: string | null } {
  if (message === 'errors.email_taken') return { fields: { ...fields, email: message }, message: null };
  if (message === 'errors.invitation_invalid')
    return { fields: { ...fields, invitation_code: message }, message: null };
  return { fields: moveSexualityError(fields), message };
}
