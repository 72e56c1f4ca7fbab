import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { Footer } from './site-footer';
import { SkipLink } from './skip-link';

/**
 * Logo bar and footer (spec section 2), the shell's and the landers' first visit's (ADR 0036). The logo bar and page take at least the screen's height, so the
 * footer starts below the fold and never moves while the page loads (issue 14).
 */
export function LanderLayout({ children }: { children: ReactNode }) {
  const settings = useStore($settings);
  return (
    <div className="d-flex flex-column">
      <div className="d-flex flex-column min-vh-100">
        <SkipLink />
        <header className="bg-white border-bottom py-2">
          <div className="container-xl">
            <Link className="navbar-brand fw-bold text-primary fs-4" to="/">
              {settings?.name ?? ''}
            </Link>
          </div>
        </header>
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
