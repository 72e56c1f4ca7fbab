import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import type { Message } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { photoUrl } from '@app/shared/contract/photo-url';
import { messagePhotoStyle } from '../../../common/layout-styles';

/** A stored file's address: absolute ones as they are, others under the cdn prefix. */
function fileUrl(cdnPrefix: string | undefined, path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : photoUrl(cdnPrefix, path);
}

/** What a message says: its text, its photo (opens full size) or its gift with the gift's name. */
export function MessageContent({ message }: { message: Message }) {
  const { t } = useTranslation('chat');
  const cdnPrefix = useStore($settings)?.cdn_prefix;
  if (message.kind === 'photo' && message.photo) {
    const { photo } = message;
    return (
      <a href={fileUrl(cdnPrefix, photo.url)} target="_blank" rel="noreferrer" className="d-block">
        <img
          src={fileUrl(cdnPrefix, photo.thumb_url)}
          alt={t('chatRoom.photo')}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
          style={messagePhotoStyle}
        />
      </a>
    );
  }
  if (message.kind === 'gift' && message.gift) {
    return (
      <span className="d-flex flex-column align-items-center gap-1 text-center">
        <img src={fileUrl(cdnPrefix, message.gift.image)} alt="" width={72} height={72} loading="lazy" />
        <span>{t('chatRoom.gift', { name: message.gift.name })}</span>
      </span>
    );
  }
  return <>{message.body}</>;
}
