import type { ReactNode } from 'react';
import { Disclaimer } from '../features/footer/disclaimer';
import { Footer } from '../features/footer/footer';
import { TopNav } from '../features/navigation/top-nav';
import { MatchModalHost } from '../features/overlays/match-modal-host';
import { MemberAlerts } from '../features/overlays/member-alerts';
import { SignupModalHost } from '../features/overlays/signup-modal-host';
import { TimeBonusModalHost } from '../features/overlays/time-bonus-modal-host';
import { SiteEntryWarning } from '../features/site-entry-warning/site-entry-warning';
import { WelcomeBonusBanner } from '../features/welcome-bonus/welcome-bonus-banner';
import { SkipLink } from './skip-link';

/** Top navigation, banners, page, disclaimer, footer, entry warning, signup modal, match modal, time-bonus modal (spec section 2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <TopNav />
      <div id="banners" aria-live="polite">
        <WelcomeBonusBanner />
        <MemberAlerts />
      </div>
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        {children}
      </main>
      <Disclaimer />
      <Footer />
      <SiteEntryWarning />
      <SignupModalHost />
      <MatchModalHost />
      <TimeBonusModalHost />
    </div>
  );
}
