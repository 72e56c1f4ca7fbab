import { use, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { cleanPhone, termsVersionDate, type CompanyInfo, type Settings } from '@app/shared/contract';
import { formatDate } from '@app/shared/i18n/format';
import { $companyInfo, loadCompanyInfo } from '@app/shared/stores/company-info';
import { $locale } from '@app/shared/stores/locale';
import { $settings } from '@app/shared/stores/settings';
import { fillVariables, pageCatalogue, type InfoPageContent } from './page-content';
import type { PageSlug } from './page-slugs';

/** The values the page texts refer to, from the site's settings and company info. */
export function pageVariables(
  settings: Settings | null,
  company: CompanyInfo | null,
  language: string,
): Record<string, string> {
  return {
    siteName: settings?.name ?? '',
    companyName: company?.name ?? '',
    companyAddress: company?.address ?? '',
    companyCity: company?.city ?? '',
    companyCountry: company?.country ?? '',
    kvk: company?.kvk ?? '',
    vatNumbers: company?.vat_numbers.join(', ') ?? '',
    supportEmail: settings?.support_email ?? '',
    supportPhone: settings?.support_phone ?? company?.support_phone ?? '',
    refundDays: String(settings?.refund_days ?? 14),
    termsDate: formatDate(termsVersionDate(company?.added), language),
    minimumAge: '18',
  };
}

function Section({
  section,
  values,
  faq,
}: {
  section: InfoPageContent['sections'][number];
  values: Record<string, string>;
  faq: boolean;
}) {
  const body = section.paragraphs.map((paragraph, index) => <p key={index}>{fillVariables(paragraph, values)}</p>);
  if (faq) {
    return (
      <details className="border-bottom py-2">
        <summary className="fw-semibold py-1">{fillVariables(section.heading, values)}</summary>
        <div className="pt-2">{body}</div>
      </details>
    );
  }
  return (
    <section>
      <h2>{fillVariables(section.heading, values)}</h2>
      {body}
    </section>
  );
}

let companyInfoAsked: Promise<void> | undefined;

/**
 * The company info, asked once per page load: the page waits for it (or its failure), so its texts
 * are complete on the first render and never grow under the reader (issue 14: no layout shift).
 */
function companyInfoAnswered(): Promise<void> {
  companyInfoAsked ??= loadCompanyInfo();
  return companyInfoAsked;
}

/** /pages/{terms, privacy, cookies, faq, ban, return-policy, service} in the interface language. */
export default function InfoPage({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation('shell');
  const language = useStore($locale);
  const settings = useStore($settings);
  const company = useStore($companyInfo);
  const page = use(pageCatalogue(language))[slug];
  use(companyInfoAnswered());
  const values = useMemo(() => pageVariables(settings, company, language), [settings, company, language]);
  const phone = values.supportPhone;
  return (
    <article className="container py-4 page-content" style={{ maxWidth: '52rem' }}>
      <h1 className="mb-3">{fillVariables(page.title, values)}</h1>
      <p className="fs-5 text-body-secondary">{fillVariables(page.intro, values)}</p>
      {page.sections.map((section, index) => (
        <Section key={index} section={section} values={values} faq={slug === 'faq'} />
      ))}
      {(slug === 'service' || slug === 'faq') && settings && (
        <p className="mt-4">
          <a className="btn btn-primary me-2 mb-2" href={`mailto:${settings.support_email}`}>
            {t('pages.mailSupport')}
          </a>
          {phone && (
            <a className="btn btn-outline-primary mb-2" href={`tel:${cleanPhone(phone)}`}>
              {t('pages.callSupport', { phone })}
            </a>
          )}
        </p>
      )}
      {slug === 'terms' && (
        <p className="text-body-secondary small">{t('pages.version', { date: values.termsDate })}</p>
      )}
    </article>
  );
}
