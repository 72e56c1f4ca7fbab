import { atom } from 'nanostores';
import { $user } from '@app/shared/stores/user';

/** What a send is: its kind names it in the question ("This photo costs …"). */
export type PaidKind = 'text' | 'photo' | 'gift';

export interface PaidQuestion {
  kind: PaidKind;
  /** Its price in credits (more than 0). */
  credits: number;
}

/** The question shown now ("This message costs 1 credit."), or null. */
export const $paidQuestion = atom<PaidQuestion | null>(null);

let settle: ((send: boolean) => void) | null = null;
let openings = 0;

/** A chat page opened: the member's setting is read again at the next paid send (no request now). */
export function noteChatOpened(): void {
  openings += 1;
}

/** How many chat pages opened in this session. */
export const chatOpenings = (): number => openings;

/**
 * Whether a send may go: at once when it costs nothing or the member's switch "ask me before each
 * paid message" is off; otherwise after the member answered the question (true: Send, false: Cancel).
 * The setting and the dialog come in their own chunk, loaded at the first paid send; when it cannot
 * be loaded nothing is sent (the text stays; the next try loads it again). A question still open is
 * answered Cancel by a new one.
 */
export async function confirmPaidSend(kind: PaidKind, credits: number): Promise<boolean> {
  const member = $user.get()?.profile.id;
  if (credits <= 0 || !member) return true;
  const ask = await import(/* webpackChunkName: "paid-send-dialog" */ './api/get-spending-limit').then(
    (module) => module.shouldAskBeforePaidSend(member),
    () => null,
  );
  if (ask !== true) return ask === false;
  answerPaidQuestion(false);
  return new Promise<boolean>((resolve) => {
    settle = resolve;
    $paidQuestion.set({ kind, credits });
  });
}

/** The member's answer to the open question (or Cancel when the chat closes). */
export function answerPaidQuestion(send: boolean): void {
  const done = settle;
  settle = null;
  $paidQuestion.set(null);
  done?.(send);
}
