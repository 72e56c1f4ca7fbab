import { useTranslation } from '@app/shared/i18n/react';
import { SparkIcon } from '@app/shared/ui/icons';

/** A conversation without messages yet: an invitation to write, with the openers. */
export function EmptyChat({ name, canWrite, onOpeners }: { name: string; canWrite: boolean; onOpeners: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="text-center text-body-secondary py-4 px-2">
      <p>{t('chatRoom.empty', { name })}</p>
      {canWrite && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          onClick={onOpeners}
        >
          <SparkIcon />
          {t('icebreakers.open')}
        </button>
      )}
    </div>
  );
}
