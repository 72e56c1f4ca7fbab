import { useEffect, useMemo, useState } from 'react';
import { errorMessageKey } from '@app/shared/api';
import { loadedFiltersSchema, loadFiltersSchema, type FiltersSchema } from './filters-schema';
import { queryHasFilters, searchStateFromQuery, type SearchState } from './search-state';

export interface SearchStateOfAddress {
  /** The search of the address, or null while the settings or the filters' rule load. */
  state: SearchState | null;
  /** Why the filters' rule failed to load (a translation key in `common`), or null. */
  error: string | null;
  retry: () => void;
}

/**
 * The search an address names. An address without filters needs no rule to read, so the first
 * visit of /members brings no zod; one with filters waits for the shared filters' schema.
 */
export function useSearchState(query: string, searchFields: readonly string[] | undefined): SearchStateOfAddress {
  const [schema, setSchema] = useState<FiltersSchema | null>(loadedFiltersSchema);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const needsSchema = searchFields !== undefined && queryHasFilters(params, searchFields);
  // The search form may have loaded the rule already (its submit leads here).
  const rule = schema ?? loadedFiltersSchema();

  useEffect(() => {
    if (!needsSchema || rule) return;
    let current = true;
    loadFiltersSchema()
      .then((loaded) => current && setSchema(loaded))
      .catch((failure: unknown) => current && setError(errorMessageKey(failure)));
    return () => {
      current = false;
    };
  }, [needsSchema, rule, attempt]);

  const state = useMemo(() => {
    if (!searchFields || (needsSchema && !rule)) return null;
    return searchStateFromQuery(params, searchFields, rule);
  }, [params, searchFields, needsSchema, rule]);

  return {
    state,
    error: needsSchema ? error : null,
    retry: () => {
      setError(null);
      setAttempt((value) => value + 1);
    },
  };
}
