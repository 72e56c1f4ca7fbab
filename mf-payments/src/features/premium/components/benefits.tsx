import { useTranslation } from '@app/shared/i18n/react';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '@app/shared/contract';
import { AttachIcon, ChatIcon, LockIcon, UserIcon } from '@app/shared/ui/icons';

/** What premium gives (spec section 6), each with its icon. */
export function Benefits() {
  const { t } = useTranslation('payments');
  const items = [
    { key: 'photos', icon: <LockIcon />, text: t('premium.benefits.photos') },
    {
      key: 'ownPhotos',
      icon: <UserIcon />,
      text: t('premium.benefits.ownPhotos', { premium: PREMIUM_PHOTO_LIMIT, free: FREE_PHOTO_LIMIT }),
    },
    { key: 'chat', icon: <ChatIcon />, text: t('premium.benefits.chat') },
    { key: 'chatPhotos', icon: <AttachIcon />, text: t('premium.benefits.chatPhotos') },
  ];
  return (
    <section aria-labelledby="benefits-title" className="h-100">
      <h2 id="benefits-title" className="h5">
        {t('premium.benefitsTitle')}
      </h2>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {items.map((item) => (
          <li key={item.key} className="d-flex gap-2 align-items-start">
            <span className="text-primary flex-shrink-0">{item.icon}</span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
