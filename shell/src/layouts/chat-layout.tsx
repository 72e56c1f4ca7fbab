import type { ReactNode } from 'react';
import { TimeBonusModalHost } from '../features/overlays/time-bonus-modal-host';
import { SiteEntryWarning } from '../features/site-entry-warning/site-entry-warning';

/**
 * Bare: the chat fills the screen; the entry warning only for NL and DE (spec section 2). /chats is in
 * the members area, so the time-bonus modal is hosted here too (spec section 4).
 */
export function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-column vh-100">
      <main id="main" className="flex-grow-1 overflow-hidden" tabIndex={-1}>
        {children}
      </main>
      <SiteEntryWarning />
      <TimeBonusModalHost />
    </div>
  );
}
