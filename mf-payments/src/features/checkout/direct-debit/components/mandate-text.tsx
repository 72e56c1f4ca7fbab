import { useId } from 'react';
import * as css from './direct-debit.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

/** The mandate's wording, as signed (or to be signed), its line breaks kept. */
export function MandateText({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className="mb-3" aria-labelledby={id}>
      <h3 id={id} className="h6">
        {title}
      </h3>
      <div className={`border rounded bg-body-tertiary p-3 small ${styles.text}`} data-testid="mandate-text">
        {text}
      </div>
    </section>
  );
}
