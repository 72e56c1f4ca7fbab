import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/contract';
import type { useProfileVisibility } from './use-profile-visibility';

// The flow is code of its own, loaded when the member first opens it: the profile's first visit
// does not carry it (issue 14).
const DeletionModal = lazy(() =>
  import(/* webpackChunkName: "account-deletion" */ './deletion-modal').then((module) => ({
    default: module.DeletionModal,
  })),
);

export interface DeleteAccountSectionProps {
  hidden: boolean;
  visibility: ReturnType<typeof useProfileVisibility>;
}

/** The way out: opens the deletion flow, which shows the alternatives first. */
export function DeleteAccountSection({ hidden, visibility }: DeleteAccountSectionProps) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <p>{t('profile.deletion.intro', { days: t('profile.days', { count: ACCOUNT_REACTIVATION_DAYS }) })}</p>
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('profile.deletion.open')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DeletionModal open={open} hidden={hidden} visibility={visibility} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
