import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import type { Gift } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { LoadState } from '@app/shared/ui/load-state';
import { Modal } from '@app/shared/ui/modal';
import { photoUrl } from '@app/shared/contract/photo-url';
import type { PickerModalProps } from '../../../common/picker-modal';
import { $gifts, loadGifts } from './gifts-store';

/**
 * The gift picker: the catalogue (GET /api/gifts.php) with pictures, names and prices. Picking a gift
 * hands it to `onPick`, which sends it as a message of kind gift.
 */
export function GiftModal({ open, name, onPick, onClose }: PickerModalProps<Gift>) {
  const { t } = useTranslation('chat');
  const gifts = useStore($gifts);
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    loadGifts().then(
      () => setError(null),
      (failure: unknown) => setError(errorMessageKey(failure)),
    );
  }, [open, attempt]);

  return (
    <Modal open={open} title={t('gifts.title', { name })} onClose={onClose} size="lg">
      {!gifts ? (
        <LoadState error={error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 g-2 list-unstyled mb-0">
          {gifts.map((gift) => (
            <li key={gift.key} className="col">
              <button
                type="button"
                className="btn btn-outline-secondary text-body w-100 h-100 d-flex flex-column align-items-center gap-1 p-2"
                onClick={() => onPick(gift)}
              >
                <img src={photoUrl(cdnPrefix, gift.image)} alt="" width={64} height={64} loading="lazy" />
                <span className="fw-semibold">{gift.name}</span>
                <span className="small">{t('gifts.price', { count: gift.credits })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
