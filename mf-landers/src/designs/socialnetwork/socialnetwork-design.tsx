import { useState, type CSSProperties } from 'react';
import { nicheKey, type LanderMember } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { FeedPost, type FeedAction } from './feed-post';
import './socialnetwork.css';

registerNamespace('landers-socialnetwork', (language) => import(`./locales/${language}.json`));

const SIGNUP_ID = 'socialnetwork-signup';
/** On a phone the sign-up comes after this many posts; on a wide screen it stays in the sidebar. */
const POSTS_BEFORE_SIGNUP = 2;

type Intent = { action: FeedAction | 'post'; name: string } | null;

/**
 * The social-network lander: a feed of members' own photos and lines. Every like, comment or message
 * leads to the sign-up (in the feed on a phone, in the sidebar beside it on a wide screen) and says
 * honestly that it takes a sign-up.
 */
export default function SocialnetworkDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t } = useTranslation('landers-socialnetwork');
  const [intent, setIntent] = useState<Intent>(null);
  const goToSignup = (next: Intent) => {
    setIntent(next);
    document.getElementById(SIGNUP_ID)?.querySelector<HTMLElement>('input, select, button')?.focus();
  };
  const onAction = (action: FeedAction, member: LanderMember) => goToSignup({ action, name: member.name });
  const posts = lander.members.map((member, index) => (
    <FeedPost key={member.id} member={member} priority={index < 1} onAction={onAction} />
  ));

  const aside = (
    <aside
      key="signup"
      className="snet-aside"
      style={{ '--sn-rows': lander.members.length + 1 } as CSSProperties}
      aria-label={t('signup_title')}
    >
      <div className="card shadow-sm">
        <div className="card-body">
          <p className="small text-body-secondary">{t('signup_text')}</p>
          {disclosure}
          <p className="fw-semibold text-primary mb-2" aria-live="polite">
            {intent ? t(`intent.${intent.action}`, { name: intent.name }) : ''}
          </p>
          <div id={SIGNUP_ID}>{signup}</div>
        </div>
      </div>
    </aside>
  );

  return (
    <div className="container py-4" data-design="socialnetwork" data-members={lander.members.length}>
      <header className="mb-3">
        <h1 className="h2 fw-bold mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
        <p className="mb-2">{lander.copy.text ?? t('text')}</p>
        <button type="button" className="btn btn-primary" onClick={() => goToSignup(null)}>
          {lander.copy.cta ?? t('cta')}
        </button>
      </header>
      <div className="snet-feed">
        <div className="card shadow-sm snet-post">
          <div className="card-body">
            <button
              type="button"
              className="btn w-100 text-start rounded-pill snet-composer"
              onClick={() => goToSignup({ action: 'post', name: '' })}
            >
              {t('composer')}
            </button>
          </div>
        </div>
        {posts.slice(0, POSTS_BEFORE_SIGNUP)}
        {aside}
        {posts.slice(POSTS_BEFORE_SIGNUP)}
      </div>
    </div>
  );
}
