import { useRef, type ReactNode } from 'react';
import { Disclaimer } from '@app/shared/ui/disclaimer';
import { Footer } from '@app/shared/ui/site-footer';
import { SkipLink } from '@app/shared/ui/skip-link';
import { LiveCamPromo } from '@app/shared/ui/live-cam-promo';
import { TopNav } from '../features/navigation/top-nav';
import { MatchModalHost } from '../features/overlays/match-modal-host';
import { MemberAlerts } from '../features/overlays/member-alerts';
import { SignupModalHost } from '../features/overlays/signup-modal-host';
import { TimeBonusModalHost } from '../features/overlays/time-bonus-modal-host';
import { SiteEntryWarning } from '../features/site-entry-warning/site-entry-warning';
import { WelcomeBonusBanner } from '../features/welcome-bonus/welcome-bonus-banner';
import { useBannersSettled, usePageShown } from './banners-settled';

/**
 * Top navigation, banners, page, disclaimer, footer, entry warning, signup modal, match modal, time-bonus
 * modal (spec section 2). The navigation, banners and page take at least the screen's height, so the
 * disclaimer and footer start below the fold and never move while a page loads; on a member's first
 * page the page and the banners wait (hidden, under a spinner) until the banners have settled, so
 * neither a banner nor the page is pushed down by one arriving late; the banners then show a frame
 * before the page (`usePageShown`).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const banners = useRef<HTMLDivElement>(null);
  const settled = useBannersSettled(banners);
  const shown = usePageShown(settled);
  return (
    <div className="d-flex flex-column">
      <div className="d-flex flex-column min-vh-100">
        <SkipLink />
        <TopNav />
        {/* Hidden with the page until they settle: a banner arriving above another moves nothing on the screen. */}
        <div id="banners" aria-live="polite" ref={banners} className={settled ? undefined : 'invisible'}>
          <WelcomeBonusBanner />
          <MemberAlerts />
        </div>
        <main
          id="main"
          className={shown ? 'flex-grow-1' : 'flex-grow-1 invisible page-waiting'}
          tabIndex={-1}
          aria-busy={!shown}
        >
          {children}
        </main>
        {!shown && (
          <div className="position-fixed top-50 start-50 translate-middle" aria-hidden="true">
            <div className="spinner-border text-primary" />
          </div>
        )}
      </div>
      <Disclaimer />
      <Footer promo={<LiveCamPromo />} />
      <SiteEntryWarning />
      <SignupModalHost />
      <MatchModalHost />
      <TimeBonusModalHost />
    </div>
  );
}
