import type { AccountDelete, AccountDeleteSchema } from '@app/shared/contract';
import { fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';

/** The steps of "Delete my account": first the alternatives, then the reason and the password. */
export type DeletionStep = 'alternatives' | 'confirm';

export interface DeletionState {
  step: DeletionStep;
  reason: string;
  password: string;
  errors: FieldErrors;
  /** A translation key in `common` for a failure of the whole request. */
  failure: string | null;
  sending: boolean;
}

export type DeletionAction =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'edit'; field: 'reason' | 'password'; value: string }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'sending' }
  | { type: 'failed'; errors: FieldErrors; failure: string | null }
  | { type: 'reset' };

export const initialDeletionState: DeletionState = {
  step: 'alternatives',
  reason: '',
  password: '',
  errors: {},
  failure: null,
  sending: false,
};

/** How the flow moves; nothing moves while the deletion is being sent. */
export function deletionReducer(state: DeletionState, action: DeletionAction): DeletionState {
  if (state.sending && action.type !== 'failed') return state;
  switch (action.type) {
    case 'continue':
      return { ...state, step: 'confirm' };
    case 'back':
      return { ...state, step: 'alternatives', password: '', errors: {}, failure: null };
    case 'edit':
      return {
        ...state,
        [action.field]: action.value,
        errors: { ...state.errors, [action.field]: undefined } as FieldErrors,
      };
    case 'invalid':
      return { ...state, errors: action.errors, failure: null };
    case 'sending':
      return { ...state, sending: true, errors: {}, failure: null };
    case 'failed':
      return { ...state, sending: false, password: '', errors: action.errors, failure: action.failure };
    case 'reset':
      return initialDeletionState;
  }
}

/** The shared schema of the deletion (with zod): loaded when the member goes on to confirm, not with the page. */
export function loadAccountDeleteSchema(): Promise<typeof AccountDeleteSchema> {
  return import('@app/shared/contract/account').then((module) => module.AccountDeleteSchema);
}

/** The request of the confirm step, checked by the shared schema; an empty reason is left out. */
export function deletionRequest(
  state: DeletionState,
  schema: typeof AccountDeleteSchema,
): { request: AccountDelete; errors: null } | { request: null; errors: FieldErrors } {
  const body = { password: state.password, ...(state.reason.trim() ? { reason: state.reason } : {}) };
  const errors = fieldErrors(schema, body);
  if (Object.keys(errors).length > 0) return { request: null, errors };
  return { request: schema.parse(body), errors: null };
}
