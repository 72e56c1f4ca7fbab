import type { PaymentResultView } from '@app/shared/contract';
import * as css from './result.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

/** A large check, cross or dash in a circle for the final results; decorative (the text says it). */
export function ResultIcon({ view }: { view: Exclude<PaymentResultView, 'pending'> }) {
  const tone = view === 'completed' ? 'text-success' : view === 'failed' ? 'text-danger' : 'text-body-secondary';
  const path = view === 'completed' ? 'M7 12.5l3.2 3.2L17 9' : view === 'failed' ? 'M8.5 8.5l7 7m0-7l-7 7' : 'M8 12h8';
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${styles.icon} ${tone} mb-3`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={path} />
    </svg>
  );
}
