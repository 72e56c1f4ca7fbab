import type { Dispatch } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import { accountExportUrl } from '../api/account';
import type { DeletionAction, DeletionState } from './deletion-flow';

export interface ConfirmStepProps {
  formId: string;
  state: DeletionState;
  dispatch: Dispatch<DeletionAction>;
  onSubmit: () => void;
}

/** What deleting means, the download of the member's data, an optional reason and the password. */
export function ConfirmStep({ formId, state, dispatch, onSubmit }: ConfirmStepProps) {
  const { t } = useTranslation('auth');
  const ownGender = useOwnGender();
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p>
        {t('profile.deletion.consequences', {
          ...ownGender,
          days: t('profile.days', { count: ACCOUNT_REACTIVATION_DAYS }),
        })}
      </p>
      <div className="border rounded-3 p-3 mb-3">
        <p className="mb-2 small">{t('profile.deletion.exportText')}</p>
        <a className="btn btn-sm btn-outline-dark" href={accountExportUrl()} download>
          {t('profile.exportLink')}
        </a>
      </div>
      <FormField name="reason" label={t('profile.deletion.reason')} error={state.errors.reason}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={1000}
            value={state.reason}
            onChange={(event) => dispatch({ type: 'edit', field: 'reason', value: event.target.value })}
          />
        )}
      </FormField>
      <FormField name="password" label={t('profile.deletion.password')} error={state.errors.password}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            value={state.password}
            onChange={(event) => dispatch({ type: 'edit', field: 'password', value: event.target.value })}
          />
        )}
      </FormField>
      {state.failure && (
        <div role="alert" className="alert alert-danger mb-0">
          {t(state.failure, { ns: 'common' })}
        </div>
      )}
    </form>
  );
}
