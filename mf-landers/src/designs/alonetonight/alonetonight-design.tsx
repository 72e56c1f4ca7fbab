import { useEffect, useRef, useState } from 'react';
import { nicheKey, type LanderMember } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { countryName } from '@app/shared/i18n/country-names';
import { useTranslation } from '@app/shared/i18n/react';
import { updateSignupDraft } from '@app/shared/stores/signup-draft';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import type { LanderDesignProps } from '../design-props';
import { MemberTiles } from './member-tiles';
import { QuestionStep } from './question-step';
import {
  INTENTS,
  SEEKING,
  SIGNUP_SEEKING,
  ageBands,
  matchingMembers,
  questionsFor,
  type Answers,
  type Seeking,
} from './questions';
import * as styles from './alonetonight.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

const NAMESPACE = 'landers-alonetonight';
registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));

/** How many members the result shows. */
const SHOWN = 6;

/**
 * /landers/alonetonight: a few questions, one at a time (whom, which age, what for), then the members
 * who fit the answers (filtered here, from the lander's members) and the sign-up.
 */
export default function AlonetonightDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const niche = nicheKey(lander.niche);
  const questions = questionsFor(niche);
  const bands = ageBands(niche);
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const [skipped, setSkipped] = useState(false);
  /** The visitor has answered (or skipped): from then on the focus follows the flow. */
  const [touched, setTouched] = useState(false);
  const signupRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const finished = skipped || step >= questions.length;
  const question = questions[step];
  const placeOf = (member: LanderMember) => member.city ?? countryName(member.country, i18n.language ?? 'en');

  const options =
    question === 'seeking'
      ? SEEKING.map((value) => ({ value, label: t(`seeking.${value}`) }))
      : question === 'age'
        ? [
            ...bands.map((band) => ({ value: band.id, label: band.max ? `${band.min}–${band.max}` : `${band.min}+` })),
            { value: 'any', label: t('age.any') },
          ]
        : INTENTS.map((value) => ({ value, label: t(`intent.${value}`) }));

  const answer = (value: string) => {
    if (!question) return;
    setAnswers((current) => ({ ...current, [question]: value }));
    // The sign-up asks whom the visitor looks for: the answer fills it in (it can still be changed there).
    if (question === 'seeking') updateSignupDraft({ seeking: SIGNUP_SEEKING[value as Seeking] });
    setStep(step + 1);
    setTouched(true);
  };
  const skip = () => {
    setSkipped(true);
    setTouched(true);
  };
  const restart = () => {
    setAnswers({});
    setSkipped(false);
    setStep(0);
  };
  const toSignup = () => {
    const target = signupRef.current;
    target?.scrollIntoView({ block: 'start' });
    // Straight into the first field of the sign-up, so the visitor can type at once.
    (target?.querySelector<HTMLElement>('input, select') ?? target)?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (finished && touched) resultRef.current?.focus();
  }, [finished, touched]);

  const fitting = matchingMembers(lander.members, answers, bands);
  const others = !skipped && fitting.length === 0;
  const shown = (skipped || others ? lander.members : fitting).slice(0, SHOWN);
  const resultText = skipped || !answers.intent ? t('results.textSkipped') : t(`results.text.${answers.intent}`);

  return (
    <div data-design="alonetonight">
      <div className={`${css.hero} pt-4 px-3 text-center`}>
        <div className={css.column}>
          <h1 className="h2 mb-2">{lander.copy.headline ?? t(`headline.${niche}`)}</h1>
          <p className={`mb-3 ${css.heroText}`}>{lander.copy.text ?? t('intro')}</p>
          <ul className={css.faces}>
            {lander.members.slice(0, 5).map((member) => (
              <li key={member.id} className={css.face}>
                <MemberPhoto member={member} sizes="3.5rem" className="rounded-circle object-fit-cover" priority />
                {member.fictional && (
                  <span className={css.faceMark}>
                    <FictionalMark profile={member} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container pb-3">
        {!finished && question ? (
          <div className={css.column}>
            <QuestionStep
              step={step + 1}
              total={questions.length}
              progressText={t('progress', { step: step + 1, total: questions.length })}
              question={t(`question.${question}`)}
              options={options}
              onAnswer={answer}
              back={step > 0 ? { label: t('back'), onClick: () => setStep(step - 1) } : undefined}
              focus={touched}
            />
            <p className="text-center mt-2">
              <button type="button" className="btn btn-link" onClick={skip}>
                {t('skipQuestions')}
              </button>
            </p>
          </div>
        ) : (
          <section className="pt-4" aria-labelledby="alonetonight-results" data-testid="results">
            <div className={`${css.column} text-center`}>
              <h2 id="alonetonight-results" ref={resultRef} tabIndex={-1} className={`h3 ${css.focusTarget}`}>
                {skipped ? t('results.titleSkipped') : others ? t('results.none') : t('results.title')}
              </h2>
              <p>{resultText}</p>
              <p className="d-flex flex-wrap justify-content-center gap-2">
                <button type="button" className="btn btn-primary btn-lg" onClick={toSignup}>
                  {lander.copy.cta ?? t('cta')}
                </button>
                <button type="button" className="btn btn-outline-dark btn-lg" onClick={restart}>
                  {t('restart')}
                </button>
              </p>
            </div>
            {others && <p className="text-center fw-semibold">{t('results.others')}</p>}
            <MemberTiles members={shown} placeOf={placeOf} />
          </section>
        )}
        <div className={css.column}>
          {disclosure && <div className="mb-3">{disclosure}</div>}
          {finished && (
            <div ref={signupRef} tabIndex={-1} className={css.focusTarget} data-testid="alonetonight-signup">
              {signup}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
