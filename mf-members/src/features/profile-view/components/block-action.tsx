import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import type { MemberProfile } from '@app/shared/contract';
import { Modal } from '@app/shared/ui/modal';
import { setBlocked } from '../api/block';

/** Blocks or unblocks the member after a confirmation (spec section 6). */
export function BlockAction({ profile, onBlocked }: { profile: MemberProfile; onBlocked: (blocked: boolean) => void }) {
  const { t } = useTranslation('members');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocking = !profile.blocked;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onBlocked((await setBlocked(profile.id, blocking)).blocked);
      setConfirming(false);
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline-dark" onClick={() => setConfirming(true)}>
        {blocking ? t('profileView.block.button') : t('profileView.block.unblockButton')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={
          blocking
            ? t('profileView.block.title', { name: profile.name })
            : t('profileView.block.unblockTitle', { name: profile.name })
        }
        footer={
          <>
            <button type="button" className="btn btn-outline-dark" onClick={() => setConfirming(false)}>
              {t('profileView.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
              {blocking ? t('profileView.block.confirm') : t('profileView.block.unblockConfirm')}
            </button>
          </>
        }
      >
        <p className="mb-0">
          {blocking
            ? t('profileView.block.text', { name: profile.name })
            : t('profileView.block.unblockText', { name: profile.name })}
        </p>
        {error && (
          <p role="alert" className="text-danger mt-2 mb-0">
            {t(error, { ns: 'common' })}
          </p>
        )}
      </Modal>
    </>
  );
}
