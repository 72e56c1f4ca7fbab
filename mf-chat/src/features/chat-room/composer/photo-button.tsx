import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { errorMessageKey } from '@app/shared/api';
import { $user } from '@app/shared/stores/user';
import { AttachIcon } from '@app/shared/ui/icons';
import { PHOTO_UPLOAD } from '@app/shared/contract/photo-constants';
import { sendMessage } from '../outbox/outbox-store';
import { confirmPaidSend } from '../paid-send/paid-send-store';
import { uploadChatPhoto } from './api/upload-chat-photo';

/**
 * The attachment button: a JPEG, PNG, WebP or AVIF photo is uploaded (POST /api/chat-photo.php) and
 * sent as a photo message through the outbox. Upload errors are reported to the composer. Photos are
 * for premium members (ADR 0014): for others the button says so at once, with the way to the credits
 * page, instead of a file picker whose upload the server would refuse. With the member's switch
 * "ask me before each paid message" on, the photo's price is confirmed first (ADR 0027).
 */
export function PhotoButton({
  profileId,
  credits,
  disabled,
  onError,
}: {
  profileId: number;
  credits: number;
  disabled: boolean;
  onError: (errorKey: string | null) => void;
}) {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const premium = useStore($user)?.paid_user === true;
  const label = t('composer.attach', { count: credits });

  const upload = async (file: File) => {
    onError(null);
    setUploading(true);
    try {
      // Asked before the upload, so a photo the member does not send is not uploaded either.
      if (!(await confirmPaidSend('photo', credits))) return;
      const { photo_id, photo } = await uploadChatPhoto(file);
      sendMessage({ kind: 'photo', profile_id: profileId, photo_id }, { photo });
    } catch (error) {
      onError(errorMessageKey(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={PHOTO_UPLOAD.types.join(',')}
        className="d-none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <button
        type="button"
        className="btn btn-outline-secondary text-body px-2"
        aria-label={label}
        title={label}
        disabled={disabled || uploading}
        onClick={() => (premium ? input.current?.click() : onError('errors.premium_only'))}
      >
        {uploading ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <AttachIcon />}
      </button>
    </>
  );
}
