import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

const STEPS = ['signup', 'profile', 'chat'] as const;

/** How the site works, in three steps. */
export function HomeSteps() {
  const { t } = useTranslation('landers');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mb-4">
      <h2 id={titleId} className="h4 mb-3">
        {t('home.stepsTitle')}
      </h2>
      <ol className="list-unstyled row row-cols-1 row-cols-md-3 g-3 mb-0">
        {STEPS.map((step, index) => (
          <li className="col" key={step}>
            <div className="h-100 border rounded-3 p-3 bg-white">
              <span className="badge rounded-pill text-bg-primary mb-2">{index + 1}</span>
              <h3 className="h6 mb-1">{t(`home.steps.${step}.title`)}</h3>
              <p className="small text-body-secondary mb-0">{t(`home.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
