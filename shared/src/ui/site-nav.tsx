import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';

/**
 * The frame of the default layout's top navigation (spec section 2): what comes before the logo (the
 * installed app's back button), the logo linking to `brandTo`, and the navigation's items. The shell's
 * navigation and the landers' first-visit page of the visitors' home (ADR 0036) fill it.
 */
export function SiteNav({ brandTo, before, children }: { brandTo: string; before?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  const settings = useStore($settings);
  return (
    <header>
      <nav className="navbar navbar-expand bg-white border-bottom site-nav" aria-label={t('nav.label')}>
        <div className="container-xl gap-1 px-2 px-sm-3">
          {before}
          <Link className="navbar-brand fw-bold text-primary me-auto fs-5 me-sm-3" to={brandTo}>
            {settings?.name ?? ''}
          </Link>
          <ul className="navbar-nav align-items-center gap-0 gap-sm-1">{children}</ul>
        </div>
      </nav>
    </header>
  );
}

/** A visitor's way to log in, the navigation's last item. */
export function LoginLink() {
  const { t } = useTranslation('common');
  return (
    <Link to="/login" className="btn btn-outline-primary btn-sm ms-1">
      {t('nav.login')}
    </Link>
  );
}
