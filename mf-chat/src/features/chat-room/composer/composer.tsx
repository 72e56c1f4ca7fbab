import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { MessagePrice } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { GiftIcon } from '@app/shared/ui/icons';
import { useCreditsPath } from '../../../common/use-credits-path';
import { composerTextStyle } from '../../../common/layout-styles';
import { sendMessage } from '../outbox/outbox-store';
import { confirmPaidSend } from '../paid-send/paid-send-store';
import { PhotoButton } from './photo-button';
import { KeptDraftSlot } from './kept-draft/kept-draft-slot';
import { useKeptDraft } from './kept-draft/use-kept-draft';
import { PriceLine } from './price-line';
import { cannotPayText, textCredits } from './price';
import { SendControl } from './send-control';
import { useSendSchema } from './send-schema';

export interface ComposerProps {
  profileId: number;
  price: MessagePrice;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Called as the member types (the typing indicator on the other side). */
  onTyping: () => void;
  onOpenGifts: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message input: a textarea up to settings.message_length with a counter, Enter sends and
 * Shift+Enter starts a new line, the price before sending, a photo attachment and the gift picker.
 * A message goes through the outbox, so it is sent (and charged) once; a paid one after the member's
 * confirmation when they asked for it (ADR 0027). When the member's credits do not pay for the next
 * message, nothing is sent: the price line says so and "Buy credits" takes the place of the send
 * button, keeping the text for after the purchase, when it is offered for sending.
 */
export function Composer({
  profileId,
  price,
  draft,
  onDraftChange,
  onTyping,
  onOpenGifts,
  textareaRef,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  const maxLength = useStore($settings)?.message_length;
  const short = cannotPayText(price, useStore($user)?.credits ?? null);
  const kept = useKeptDraft({ profileId, draft, onDraftChange, short });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputId = useId();
  const counterId = useId();
  const priceId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The rule (with zod) loads when the member starts on the composer, not with the chat.
  const { schema, load } = useSendSchema(formRef, draft);
  const message = { kind: 'text', profile_id: profileId, body: draft } as const;
  const sendable = schema?.safeParse(message).success === true;
  const waiting = useRef(false);

  /** `confirmed`: the member already said yes to this message and its price (after a purchase). */
  const send = async (confirmed = false) => {
    if (waiting.current || short) return;
    waiting.current = true;
    try {
      // A send before the rule has arrived waits for it; when it cannot load, nothing is sent.
      const rule = await load().catch(() => null);
      const request = rule?.safeParse(message);
      if (!request?.success) return;
      // With the member's switch on, a paid message is sent only after they said so; Cancel keeps the text.
      if (confirmed || (await confirmPaidSend('text', textCredits(price)))) {
        sendMessage(request.data);
        onDraftChange('');
      }
      textareaRef.current?.focus();
    } finally {
      waiting.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const toCredits = uploadError === 'errors.premium_only' || uploadError === 'errors.insufficient_credits';
  return (
    <form
      ref={formRef}
      className="border-top bg-body px-2 pt-2 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {uploadError && (
        <p role="alert" className="small text-danger mb-1">
          {t(uploadError, { ns: 'common' })}{' '}
          {toCredits && (
            <Link to={creditsPath} className="link-danger fw-semibold" onClick={kept.keep}>
              {t('chatRoom.toCredits')}
            </Link>
          )}
        </p>
      )}
      <KeptDraftSlot
        open={kept.offer}
        price={price}
        onSend={() => {
          kept.settle();
          void send(true);
        }}
        onLater={() => {
          kept.settle();
          textareaRef.current?.focus();
        }}
      />
      <div className="d-flex align-items-end gap-1">
        <PhotoButton profileId={profileId} credits={price.photo} disabled={false} onError={setUploadError} />
        <button
          type="button"
          className="btn btn-outline-secondary text-body px-2"
          aria-label={t('composer.gift')}
          title={t('composer.gift')}
          onClick={onOpenGifts}
        >
          <GiftIcon />
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          className="form-control flex-grow-1"
          style={composerTextStyle}
          rows={1}
          value={draft}
          maxLength={maxLength}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${priceId} ${counterId}`}
          onChange={(event) => {
            onDraftChange(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <SendControl short={short} sendable={sendable} onBuy={kept.keep} />
      </div>
      <div className="d-flex justify-content-between gap-2 mt-1">
        <PriceLine price={price} short={short} id={priceId} />
        {maxLength && (
          <small id={counterId} className="text-body-secondary text-nowrap">
            <span aria-hidden="true">
              {draft.length}/{maxLength}
            </span>
            <span className="visually-hidden">{t('composer.counter', { count: maxLength - draft.length })}</span>
          </small>
        )}
      </div>
    </form>
  );
}
