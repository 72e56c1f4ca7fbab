import { useEffect, useRef } from 'react';
import * as styles from './alonetonight.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface QuestionStepProps {
  /** 1-based. */
  step: number;
  total: number;
  progressText: string;
  question: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onAnswer: (value: string) => void;
  /** Back to the previous question; none on the first. */
  back?: { label: string; onClick: () => void };
  /** Take the focus to the question (not on the first, which the visitor has not asked for). */
  focus: boolean;
}

/** One question of the flow: where in the flow it is, the question and its big answer buttons. */
export function QuestionStep({
  step,
  total,
  progressText,
  question,
  options,
  onAnswer,
  back,
  focus,
}: QuestionStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, step]);
  const percent = Math.round(((step - 1) / total) * 100);
  return (
    <section className={`card shadow border-0 ${css.question}`} aria-labelledby="alonetonight-question">
      <div className="card-body p-3 p-sm-4">
        <p className="small text-body-secondary mb-1">{progressText}</p>
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label={progressText}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress-bar" style={{ width: `${Math.max(percent, 4)}%` }} />
        </div>
        <h2 id="alonetonight-question" ref={heading} tabIndex={-1} className={`h3 mb-3 ${css.focusTarget}`}>
          {question}
        </h2>
        <div className="d-grid gap-2">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              className={`btn btn-lg btn-outline-primary text-start ${css.answer}`}
              onClick={() => onAnswer(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        {back && (
          <button type="button" className="btn btn-link px-0 mt-2" onClick={back.onClick}>
            <span aria-hidden="true">← </span>
            {back.label}
          </button>
        )}
      </div>
    </section>
  );
}
