import { useState, type FormEvent, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { signupAccess, signupBody, type SignupFormContext } from '@app/shared/contract/signup-form';
import { useNavigate } from '@app/shared/router';
import { clearAfterSignup, setAfterSignup } from '@app/shared/ui/after-signup';
import { $settings } from '@app/shared/stores/settings';
import {
  $signupDraft,
  signupAccountCreated,
  updateSignupDraft,
  type SignupDraft,
} from '@app/shared/stores/signup-draft';
import { $landing, trafficSourceOf } from '@app/shared/stores/tracking';
import { loadUser } from '@app/shared/stores/user';
import { apiErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { $signedUpHere } from '../returning-member';
import { focusFirstError } from './focus-first-error';
import { signupWaitMessage } from '@app/shared/ui/signup-wait';
import { postSignup } from './post-signup';
import { loadSignupSchema, placeServerError, signupErrors } from './signup-checks';

/** Where a new account continues: the steps whose data is missing, then the first matches. */
export const CONTINUE_PATH = '/complete-signup';

/**
 * The on-page sign-up's state and actions: the values live in the shared sign-up draft (nothing typed
 * is lost on a reload or on /signup), the shared schema checks them as the server does, and the
 * landing's tracking record goes along. `afterSignup`: where /complete-signup leads at its end.
 */
export function useLanderSignup(formRef: RefObject<HTMLFormElement | null>, afterSignup?: string) {
  const draft = useStore($signupDraft);
  const settings = useStore($settings);
  const landing = useStore($landing);
  const navigate = useNavigate();
  const access = signupAccess(settings?.signups, trafficSourceOf(landing));
  const [invitationCode, setInvitationCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<{ key: string; count?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useLazySchema(loadSignupSchema, formRef);
  const context: SignupFormContext = { access, invitationCode, landing, settings };

  const recheck = (values: SignupDraft, given: SignupFormContext) => {
    const loaded = schema.current();
    if (checked && loaded) setErrors(signupErrors(values, given, loaded));
  };
  const change = (patch: Partial<SignupDraft>) => {
    updateSignupDraft(patch);
    recheck({ ...draft, ...patch }, context);
  };
  const changeInvitationCode = (code: string) => {
    setInvitationCode(code);
    recheck(draft, { ...context, invitationCode: code });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setMessage(null);
    const loaded = await schema.load();
    const found = signupErrors(draft, context, loaded);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setBusy(true);
    try {
      await postSignup(loaded.parse(signupBody(draft, context)));
      $signedUpHere.set(true);
      if (afterSignup) setAfterSignup(afterSignup);
      else clearAfterSignup();
      signupAccountCreated('photo');
      await loadUser();
      navigate(CONTINUE_PATH);
    } catch (error) {
      const answer = apiErrors(error);
      const placed = placeServerError(answer.fields, answer.message);
      setErrors(placed.fields);
      setMessage(signupWaitMessage(error) ?? (placed.message ? { key: placed.message } : null));
      setBusy(false);
      focusFirstError(formRef.current);
    }
  }

  return { access, draft, invitationCode, errors, message, busy, change, changeInvitationCode, submit };
}
