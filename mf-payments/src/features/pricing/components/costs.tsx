import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { FREE_MEMBER_CONVERSATIONS, FREE_MESSAGES_PER_CONVERSATION } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { ChatIcon, GiftIcon, AttachIcon } from '@app/shared/ui/icons';
import { useMoney } from '../../../common/use-money';

/**
 * What a message, a photo and a gift cost in credits (settings message_credits, photo_credits,
 * gift_credits), a message also in money ("from €0.32", minimum_message_costs of the country).
 */
export function Costs({ country }: { country: string }) {
  const { t } = useTranslation('payments');
  const settings = useStore($settings);
  const money = useMoney();
  if (!settings) return null;
  const minimum = settings.minimum_message_costs[country];
  const items = [
    {
      key: 'message',
      icon: <ChatIcon />,
      text: t('pricing.message', { count: settings.message_credits }),
      extra: minimum ? t('pricing.from', { amount: money(minimum.costs, minimum.currency) }) : null,
    },
    { key: 'photo', icon: <AttachIcon />, text: t('pricing.photo', { count: settings.photo_credits }), extra: null },
    { key: 'gift', icon: <GiftIcon />, text: t('pricing.gift', { count: settings.gift_credits }), extra: null },
  ];
  return (
    <section aria-labelledby="costs-title">
      <h2 id="costs-title" className="h5">
        {t('pricing.costsTitle')}
      </h2>
      <ul className="list-group mb-2">
        {items.map((item) => (
          <li key={item.key} className="list-group-item d-flex align-items-center gap-2">
            <span className="text-primary flex-shrink-0">{item.icon}</span>
            <span className="me-auto">{item.text}</span>
            {item.extra && <span className="small text-body-secondary text-nowrap">{item.extra}</span>}
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary">
        {t('pricing.freeMessages', { count: FREE_MESSAGES_PER_CONVERSATION, conversations: FREE_MEMBER_CONVERSATIONS })}
      </p>
    </section>
  );
}
