import { useTranslation } from '@app/shared/i18n/react';
import { Modal } from '@app/shared/ui/modal';
import type { PickerModalProps } from '../../ui/picker-modal';
import { OPENERS } from './openers';

/**
 * Openers for an empty conversation: picking one hands its text (with the member's name) to
 * `onPick`, which puts it in the composer to send or change.
 */
export function IcebreakerModal({ open, name, onPick, onClose }: PickerModalProps<string>) {
  const { t } = useTranslation('chat');
  return (
    <Modal open={open} title={t('icebreakers.title')} onClose={onClose}>
      <p>{t('icebreakers.intro', { name })}</p>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {OPENERS.map((opener) => {
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
