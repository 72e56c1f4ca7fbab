import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/contract';
import { DeletionModal } from './deletion-modal';
import type { useProfileVisibility } from './use-profile-visibility';

export interface DeleteAccountSectionProps {
  hidden: boolean;
  visibility: ReturnType<typeof useProfileVisibility>;
}

/** The way out: opens the deletion flow, which shows the alternatives first. */
export function DeleteAccountSection({ hidden, visibility }: DeleteAccountSectionProps) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{t('profile.deletion.intro', { days: t('profile.days', { count: ACCOUNT_REACTIVATION_DAYS }) })}</p>
      <button type="button" className="btn btn-outline-danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('profile.deletion.open')}
      </button>
      <DeletionModal open={open} hidden={hidden} visibility={visibility} onClose={() => setOpen(false)} />
    </>
  );
}
