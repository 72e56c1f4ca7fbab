import type { MemberSearchFiltersSchema } from '@app/shared/contract/member-search';

export type FiltersSchema = typeof MemberSearchFiltersSchema;

let loaded: FiltersSchema | null = null;
let pending: Promise<FiltersSchema> | null = null;

/**
 * The shared search filters' rule. It brings zod (about 22 KiB brotli), so /members loads it only when
 * the address holds a filter to check or the member starts on the filters, not with the page (ADR 0019).
 * A failed load is tried again on the next call.
 */
export function loadFiltersSchema(): Promise<FiltersSchema> {
  pending ??= import('@app/shared/contract/member-search').then(
    (module) => (loaded = module.MemberSearchFiltersSchema),
    (failure: unknown) => {
      pending = null;
      throw failure;
    },
  );
  return pending;
}

/** The rule once loaded, else null. */
export const loadedFiltersSchema = (): FiltersSchema | null => loaded;
