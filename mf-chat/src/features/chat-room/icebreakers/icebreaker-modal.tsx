import { useTranslation } from '@app/shared/i18n/react';
import type { Profile } from '@app/shared/contract';
import { Modal } from '@app/shared/ui/modal';
import type { PickerModalProps } from '../../../common/picker-modal';
import { openersFor } from './openers';

/**
 * Openers for an empty conversation, opened when the member asks ("Need an opener?"): picking one
 * hands its text (with the member's name) to `onPick`, which puts it in the composer to send or
 * change. A line about a photo is offered only when the member has one.
 */
export function IcebreakerModal({
  open,
  name,
  profile,
  onPick,
  onClose,
}: PickerModalProps<string> & { profile: Pick<Profile, 'main_image'> }) {
  const { t } = useTranslation('chat');
  return (
    <Modal open={open} title={t('icebreakers.title')} onClose={onClose}>
      <p>{t('icebreakers.intro', { name })}</p>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {openersFor(profile).map((opener) => {
          const text = t(`icebreakers.openers.${opener}`, { name });
          return (
            <li key={opener}>
              <button type="button" className="btn btn-outline-primary w-100 text-start" onClick={() => onPick(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
