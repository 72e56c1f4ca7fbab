import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { z } from 'zod';

export interface LazySchema<Schema extends z.ZodType> {
  /** The schema once loaded, else null (a form has its errors only after a check, so after a load). */
  current: () => Schema | null;
  /** Loads it (once), and resolves with the schema: a submit waits for it. */
  load: () => Promise<Schema>;
}

/**
 * A form's shared schema, loaded when the visitor starts on the form (the first focus inside it) or
 * submits it, instead of with the page: the schemas bring zod (about 21 KiB brotli), which a first
 * visit should not wait for (ADR 0019). The rule stays the one the server uses; only its arrival moves.
 */
export function useLazySchema<Schema extends z.ZodType>(
  importSchema: () => Promise<Schema>,
  form: RefObject<HTMLFormElement | null>,
): LazySchema<Schema> {
  const importer = useRef(importSchema);
  const loaded = useRef<Schema | null>(null);
  const pending = useRef<Promise<Schema> | null>(null);
  const load = useCallback(() => {
    pending.current ??= importer.current().then((schema) => (loaded.current = schema));
    return pending.current;
  }, []);
  const current = useCallback(() => loaded.current, []);
  useEffect(() => {
    const element = form.current;
    const start = () => void load();
    element?.addEventListener('focusin', start, { once: true });
    return () => element?.removeEventListener('focusin', start);
  }, [form, load]);
  return { current, load };
}
