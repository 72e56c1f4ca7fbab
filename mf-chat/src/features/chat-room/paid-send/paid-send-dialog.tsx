import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { Modal } from '@app/shared/ui/modal';
import { useCreditsPath } from '../../../common/use-credits-path';
import { answerPaidQuestion, type PaidQuestion } from './paid-send-store';

/**
 * The question before a paid send (the member's switch "ask me before each paid message", ADR 0027):
 * what it costs and the balance, Send and Cancel. Focus starts on Send, so Enter sends and Escape
 * cancels; the dialog closes before the answer goes out, so the composer can take the focus back.
 */
export function PaidSendDialog({ question }: { question: PaidQuestion }) {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  const balance = useStore($user)?.credits;
  const send = useRef<HTMLButtonElement>(null);

  // After the modal's own effect has opened it (a child's effects run first).
  useEffect(() => send.current?.focus(), []);

  const answer = (sending: boolean) => {
    send.current?.closest('dialog')?.close();
    answerPaidQuestion(sending);
  };

  return (
    <Modal
      open
      size="sm"
      title={t(`paidSend.title.${question.kind}`)}
      onClose={() => answer(false)}
      footer={
        <>
          <button type="button" className="btn btn-outline-dark" onClick={() => answer(false)}>
            {t('paidSend.cancel')}
          </button>
          <button ref={send} type="button" className="btn btn-primary" onClick={() => answer(true)}>
            {t('paidSend.send')}
          </button>
        </>
      }
    >
      <p className="mb-1">{t(`paidSend.cost.${question.kind}`, { count: question.credits })}</p>
      {balance !== undefined && (
        <p className="mb-0 text-body-secondary">
          {t('paidSend.balance', { count: balance })}{' '}
          {balance < question.credits && (
            <Link to={creditsPath} className="fw-semibold" onClick={() => answer(false)}>
              {t('composer.buyCredits')}
            </Link>
          )}
        </p>
      )}
    </Modal>
  );
}
