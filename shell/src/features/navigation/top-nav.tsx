import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import { $installedApp } from '../../stores/app-mode';
import { $chats } from '@app/shared/stores/chats';
import { $user } from '@app/shared/stores/user';
import { BackIcon, ChatIcon, CoinIcon, CrownIcon, HeartIcon, SearchIcon } from '@app/shared/ui/icons';
import { useRouteInfo } from '../../app/route-info';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from '@app/shared/ui/language-menu';
import { LoginLink, SiteNav } from '@app/shared/ui/site-nav';
import { NavLinkBadge } from './nav-link-badge';
import { creditsBadgeVariant } from '@app/shared/contract';
import { logoTarget, paymentLink, showsBackButton } from './nav-rules';

function CreditsLink({ credits }: { credits: number }) {
  const { t } = useTranslation('shell');
  const variant = creditsBadgeVariant(credits);
  return (
    <Link
      to={paymentLink('/credits', useLocation())}
      className="nav-link d-flex align-items-center gap-1 px-1 px-sm-2"
      data-testid="nav-credits"
    >
      <CoinIcon size={22} />
      <span className="d-none d-lg-inline">{t('nav.credits')}</span>
      <span className="visually-hidden d-lg-none">{t('nav.credits')}</span>
      {variant && (
        <span
          className={`badge rounded-pill nav-badge text-bg-${variant}`}
          data-testid="credits-badge"
          data-variant={variant}
        >
          {credits}
        </span>
      )}
    </Link>
  );
}

/** The top navigation of the default layout, with every rule of spec section 2. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const user = useStore($user);
  const chats = useStore($chats);
  const installedApp = useStore($installedApp);
  const { routeName } = useRouteInfo();
  const navigate = useNavigate();

  const back = showsBackButton(installedApp, routeName) && (
    <button
      type="button"
      className="btn btn-link px-1"
      onClick={() => navigate(-1)}
      aria-label={t('nav.back')}
      data-testid="back-button"
    >
      <BackIcon size={22} />
    </button>
  );
  return (
    <SiteNav brandTo={logoTarget(Boolean(user))} before={back}>
      {user && (
        <>
          <li className="nav-item">
            <NavLinkBadge to="/members" label={t('nav.search')} icon={<SearchIcon size={22} />} />
          </li>
          <li className="nav-item">
            <NavLinkBadge
              to="/chats"
              label={t('nav.messages')}
              icon={<ChatIcon size={22} />}
              count={chats.totalUnreadMessages}
              countLabel={t('nav.unreadMessages', { count: chats.totalUnreadMessages })}
            />
          </li>
          <li className="nav-item">
            <NavLinkBadge
              to="/likes"
              label={t('nav.likes')}
              icon={<HeartIcon size={22} />}
              count={chats.totalNewLikes}
              countLabel={t('nav.newLikes', { count: chats.totalNewLikes })}
            />
          </li>
          <li className="nav-item">
            {user.paid_user ? (
              <CreditsLink credits={user.credits} />
            ) : (
              <Link
                to={paymentLink('/premium', location)}
                className="btn btn-primary btn-sm ms-1 text-nowrap d-flex align-items-center gap-1"
                data-testid="nav-get-premium"
              >
                <CrownIcon size={18} />
                <span className="d-none d-sm-inline">{t('nav.getPremium')}</span>
                <span className="visually-hidden d-sm-none">{t('nav.getPremium')}</span>
              </Link>
            )}
          </li>
        </>
      )}
      <li className="nav-item">
        <LanguageMenu />
      </li>
      <li className="nav-item">{user ? <AccountMenu name={user.profile.name} /> : <LoginLink />}</li>
    </SiteNav>
  );
}
