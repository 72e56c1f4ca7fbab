import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { $companyInfo } from '@app/shared/stores/company-info';
import { $settings } from '@app/shared/stores/settings';

const LINKS = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/ban', 'footer.ban'],
  ['/pricing', 'footer.pricing'],
  ['/complaints', 'footer.complaints'],
  ['/pages/return-policy', 'footer.returnPolicy'],
  ['/pages/faq', 'footer.faq'],
  ['/pages/service', 'footer.support'],
  // Not one of the spec's nine: EU law's withdrawal button, easy to find on every page (ADR 0027).
  ['/withdrawal', 'footer.withdrawal'],
] as const;

const YEAR = new Date().getFullYear();

/**
 * The site's footer (spec section 2), in every layout that has one, the shell's and the landers' first
 * visit's (ADR 0036): the spec's links and the withdrawal link, the company's details, and above them
 * what the layout adds (`promo`: the default layout's live-cam promotion).
 */
export function Footer({ promo }: { promo?: ReactNode }) {
  const { t } = useTranslation('common');
  const company = useStore($companyInfo);
  const settings = useStore($settings);
  return (
    <footer className="site-footer bg-dark text-white mt-auto pt-4 pb-3">
      <div className="container-xl">
        {promo}
        <nav aria-label={t('footer.label')}>
          <ul className="list-inline small mb-3">
            {LINKS.map(([to, key]) => (
              <li className="list-inline-item me-3 mb-2" key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {company && (
          <address className="small mb-2" data-testid="company-info">
            <strong>{company.name}</strong>
            {company.tradenames.length > 0 && <> ({company.tradenames.join(', ')})</>} · {company.address},{' '}
            {company.city}, {company.country} · {t('footer.kvk')} {company.kvk}
            {company.vat_numbers.length > 0 && (
              <>
                {' '}
                · {t('footer.vat')} {company.vat_numbers.join(', ')}
              </>
            )}
            {settings && (
              <>
                {' '}
                · <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
              </>
            )}
          </address>
        )}
        <p className="small mb-1 opacity-75">{t('footer.dataSources')}</p>
        <p className="small mb-0 opacity-75">
          © {YEAR} {settings?.name ?? company?.name ?? ''}. {t('footer.adultsOnly')}
        </p>
      </div>
    </footer>
  );
}
