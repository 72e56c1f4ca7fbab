import type { ReactNode } from 'react';
import { NavLink } from '@app/shared/router';
import { countBadgeText } from './nav-rules';

export interface NavLinkBadgeProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  /** Accessible text for the count, e.g. "3 unread messages". */
  countLabel?: string;
  badgeClass?: string;
}

/** A navigation link with an icon, its text (hidden on phones) and an optional count badge. */
export function NavLinkBadge({ to, label, icon, count = 0, countLabel, badgeClass = 'bg-unread' }: NavLinkBadgeProps) {
  const text = countBadgeText(count);
  return (
    <NavLink to={to} className="nav-link d-flex align-items-center gap-1 px-1 px-sm-2">
      {icon}
      <span className="d-none d-lg-inline">{label}</span>
      <span className="visually-hidden d-lg-none">{label}</span>
      {text && (
        <span className={`badge rounded-pill nav-badge ${badgeClass}`} data-testid={`badge-${to.slice(1)}`}>
          {text}
          {countLabel && <span className="visually-hidden"> {countLabel}</span>}
        </span>
      )}
    </NavLink>
  );
}
