import type { ReactNode } from 'react';
import { Disclaimer } from '@app/shared/ui/disclaimer';
import { detectInstalledApp } from '@app/shared/ui/installed-app';
import { LanguageMenu } from '@app/shared/ui/language-menu';
import { LiveCamPromo } from '@app/shared/ui/live-cam-promo';
import { SiteEntryWarningModal } from '@app/shared/ui/site-entry-warning';
import { Footer } from '@app/shared/ui/site-footer';
import { LoginLink, SiteNav } from '@app/shared/ui/site-nav';
import { SkipLink } from '@app/shared/ui/skip-link';

/**
 * The default layout as a visitor sees it (spec section 2), for the visitors' home (ADR 0036): the
 * navigation with the language menu and login, the page, the disclaimer, the footer with the live-cam
 * block and the entry warning, from the same shared parts as the shell's default layout.
 */
export function VisitorDefaultLayout({ routeName, children }: { routeName: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-column">
      <div className="d-flex flex-column min-vh-100">
        <SkipLink />
        <SiteNav brandTo="/">
          <li className="nav-item">
            <LanguageMenu />
          </li>
          <li className="nav-item">
            <LoginLink />
          </li>
        </SiteNav>
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Disclaimer />
      <Footer promo={<LiveCamPromo />} />
      <SiteEntryWarningModal installedApp={detectInstalledApp()} routeName={routeName} layout="default" />
    </div>
  );
}
