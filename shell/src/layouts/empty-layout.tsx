import type { ReactNode } from 'react';
import { SignupModalHost } from '../features/overlays/signup-modal-host';
import { SiteEntryWarning } from '../features/site-entry-warning/site-entry-warning';

/** Only the page, with the signup modal and the entry warning (spec section 2). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        {children}
      </main>
      <SiteEntryWarning />
      <SignupModalHost />
    </div>
  );
}
