import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { LANGUAGE_NAMES, LANGUAGES, languagesForCountry } from '@app/shared/contract';
import { switchLanguage } from '@app/shared/i18n/switch-language';
import { $locale } from '@app/shared/stores/locale';
import { $settings, siteCountry } from '@app/shared/stores/settings';

/** /lang-config: choose the interface language; the country's languages first, then the others. */
export default function LangConfigPage() {
  const { t } = useTranslation('shell');
  const locale = useStore($locale);
  const settings = useStore($settings);
  const offered = languagesForCountry(siteCountry(settings));
  const others = LANGUAGES.filter((language) => !offered.includes(language));
  const option = (language: (typeof LANGUAGES)[number]) => (
    <div className="form-check" key={language}>
      <input
        className="form-check-input"
        type="radio"
        name="language"
        id={`lang-${language}`}
        checked={language === locale}
        onChange={() => void switchLanguage(language)}
      />
      <label className="form-check-label" htmlFor={`lang-${language}`} lang={language}>
        {LANGUAGE_NAMES[language]}
      </label>
    </div>
  );
  return (
    <div className="container py-4" style={{ maxWidth: '36rem' }}>
      <h1 className="h2">{t('langConfig.title')}</h1>
      <p>{t('langConfig.intro')}</p>
      <fieldset className="mb-3">
        <legend className="h6">{t('langConfig.forCountry')}</legend>
        {offered.map(option)}
      </fieldset>
      {others.length > 0 && offered.length < LANGUAGES.length && (
        <fieldset>
          <legend className="h6">{t('langConfig.other')}</legend>
          {others.map(option)}
        </fieldset>
      )}
    </div>
  );
}
