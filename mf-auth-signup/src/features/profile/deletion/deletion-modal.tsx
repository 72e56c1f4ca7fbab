import { useId, useReducer } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useNavigate } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { apiErrors } from '@app/shared/ui/form-errors';
import { Modal } from '@app/shared/ui/modal';
import { deleteAccount } from '../api/account';
import { AlternativesStep } from './alternatives-step';
import { ConfirmStep } from './confirm-step';
import { accountDeletedPath, rememberDeletion } from './deleted-account';
import { deletionReducer, deletionRequest, initialDeletionState, loadAccountDeleteSchema } from './deletion-flow';
import { useDeleteDiscount } from './use-delete-discount';
import type { useProfileVisibility } from './use-profile-visibility';

export interface DeletionModalProps {
  open: boolean;
  hidden: boolean;
  visibility: ReturnType<typeof useProfileVisibility>;
  onClose: () => void;
}

/**
 * "Delete my account": the alternatives first, then the reason and the password. After the deletion
 * the session is gone: /account-deleted shows until when the mail's link can reactivate the account.
 */
export function DeletionModal({ open, hidden, visibility, onClose }: DeletionModalProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const formId = useId();
  const [state, dispatch] = useReducer(deletionReducer, initialDeletionState);
  const discount = useDeleteDiscount(open);

  const close = () => {
    dispatch({ type: 'reset' });
    onClose();
  };

  const goOn = () => {
    // The confirm step's check (zod) loads now, with the member's click, not with the page.
    void loadAccountDeleteSchema();
    dispatch({ type: 'continue' });
  };

  async function submit() {
    const { request, errors } = deletionRequest(state, await loadAccountDeleteSchema());
    if (!request) {
      dispatch({ type: 'invalid', errors });
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const answer = await deleteAccount(request);
      rememberDeletion(answer);
      // Leave the members-only page first, so no guard reacts to the member becoming a visitor.
      await navigate(accountDeletedPath(answer.reactivate_until), { replace: true });
      $user.set(null);
    } catch (error) {
      const { fields, message } = apiErrors(error);
      dispatch({ type: 'failed', errors: fields, failure: message });
    }
  }

  const footer =
    state.step === 'alternatives' ? (
      <>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('profile.deletion.keep')}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={goOn}>
          {t('profile.deletion.continue')}
        </button>
      </>
    ) : (
      <>
        <button
          type="button"
          className="btn btn-outline-dark"
          disabled={state.sending}
          onClick={() => dispatch({ type: 'back' })}
        >
          {t('profile.back')}
        </button>
        <button
          type="submit"
          form={formId}
          className="btn btn-danger"
          disabled={state.sending}
          aria-busy={state.sending}
        >
          {state.sending ? t('profile.deletion.deleting') : t('profile.deletion.submit')}
        </button>
      </>
    );

  return (
    <Modal
      open={open}
      size="lg"
      dismissible={!state.sending}
      title={t(state.step === 'alternatives' ? 'profile.deletion.alternativesTitle' : 'profile.deletion.confirmTitle')}
      onClose={close}
      footer={footer}
    >
      {state.step === 'alternatives' ? (
        <AlternativesStep hidden={hidden} visibility={visibility} discount={discount} />
      ) : (
        <ConfirmStep formId={formId} state={state} dispatch={dispatch} onSubmit={() => void submit()} />
      )}
    </Modal>
  );
}
