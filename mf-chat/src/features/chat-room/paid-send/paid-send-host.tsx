import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { $paidQuestion, answerPaidQuestion, noteChatOpened, type PaidQuestion } from './paid-send-store';

type Dialog = ComponentType<{ question: PaidQuestion }>;

/**
 * Where a chat page shows the question before a paid send. The dialog comes in its own chunk (with
 * the member's setting, so it is there by the time a question is asked); most members never load it.
 * Opening a chat has the setting read again at the next paid send; leaving it answers an open
 * question Cancel, as does a chunk that cannot be loaded (nothing is sent, the text stays).
 */
export function PaidSendHost() {
  const question = useStore($paidQuestion);
  const [Dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    noteChatOpened();
    return () => answerPaidQuestion(false);
  }, []);

  useEffect(() => {
    if (!question || Dialog) return;
    import(/* webpackChunkName: "paid-send-dialog" */ './paid-send-dialog').then(
      (module) => setDialog(() => module.PaidSendDialog),
      () => answerPaidQuestion(false),
    );
  }, [question, Dialog]);

  return question && Dialog ? <Dialog question={question} /> : null;
}
