import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { LANGUAGE_NAMES, languagesForCountry } from '@app/shared/contract';
import { switchLanguage } from '@app/shared/i18n/switch-language';
import { $locale } from '@app/shared/stores/locale';
import { $settings, siteCountry } from '@app/shared/stores/settings';
import { Dropdown } from '@app/shared/ui/dropdown';
import { GlobeIcon } from '@app/shared/ui/icons';

/** The languages the site's country offers (spec section 6); switching changes every text at once. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const locale = useStore($locale);
  const settings = useStore($settings);
  const languages = languagesForCountry(siteCountry(settings));
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon size={22} /> <span className="text-uppercase small">{locale}</span>
          <span className="visually-hidden"> {t('nav.language', { language: LANGUAGE_NAMES[locale] })}</span>
        </>
      }
    >
      {(close) => (
        <>
          {languages.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              className={`dropdown-item ${language === locale ? 'active' : ''}`}
              aria-current={language === locale ? 'true' : undefined}
              onClick={() => {
                close();
                void switchLanguage(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
          <hr className="dropdown-divider" />
          <Link className="dropdown-item" to="/lang-config" onClick={close}>
            {t('nav.moreLanguages')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}
