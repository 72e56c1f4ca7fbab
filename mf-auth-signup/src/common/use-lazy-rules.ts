import { useRef, type RefObject } from 'react';
import type { fieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';

/** A schema of @app/shared/contract (a zod type; this remote does not depend on zod itself). */
type SharedSchema = Parameters<typeof fieldErrors>[0];

/**
 * `useLazySchema` for a form whose check needs more of the contract than one schema (a rule function
 * beside it): the rules (with zod) load when the visitor starts on the form (the first focus inside
 * it) or submits it, not with the page (ADR 0019).
 */
export function useLazyRules<Rules>(
  importRules: () => Promise<Rules>,
  schemaOf: (rules: Rules) => SharedSchema,
  form: RefObject<HTMLFormElement | null>,
) {
  const rules = useRef<Rules | null>(null);
  const schema = useLazySchema(async () => {
    rules.current = await importRules();
    return schemaOf(rules.current);
  }, form);
  return {
    /** The rules once loaded, else null (a form shows its errors only after a check, so after a load). */
    current: () => rules.current,
    /** Loads them (once): a submit waits for them. */
    load: async (): Promise<Rules> => {
      await schema.load();
      return rules.current ?? importRules();
    },
  };
}
