import type { SearchKey } from '../search.repository';

/** A count at least this big is kept and shared by every search of the same filters in the same pool. */
export const KEPT_COUNT_MIN = 1_000;
/** How long a kept count is served as it is; after that it is served while it is counted again. */
export const COUNT_FRESH_MS = 30_000;
/** How long the last keys of a search's pages are kept (a member paging through the results). */
const PAGE_KEYS_MS = 15 * 60_000;
/** Searches remembered at most, the least recently used forgotten first. */
const MAX_SEARCHES = 5_000;

interface KeptCount {
  value: number;
  countedAt: number;
  recount: Promise<void> | null;
}

/** Entries in the order they were last used, the oldest dropped beyond MAX_SEARCHES. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > MAX_SEARCHES) this.entries.delete(this.entries.keys().next().value!);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** Where a page starts: after a known key, less `skip` results past it (the page before unknown). */
export interface PageStart {
  after: SearchKey | null;
  skip: number;
}

/**
 * What the search keeps between requests (ADR 0031), per database: big counts, shared by every
 * searcher of the same filters, and the last key of each page a search has shown, so that the next
 * page seeks from it instead of skipping every earlier result.
 */
export class SearchMemory {
  private readonly counts = new Recent<KeptCount>();
  private readonly countsInFlight = new Map<string, Promise<number>>();
  private readonly pageKeys = new Recent<{ keys: Map<number, SearchKey>; usedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The count of `key`: kept when big, counted again in the background once it is no longer fresh. */
  async count(key: string, counter: () => Promise<number>): Promise<number> {
    const kept = this.counts.get(key);
    if (kept) {
      if (this.now() - kept.countedAt >= COUNT_FRESH_MS && !kept.recount) {
        kept.recount = counter()
          .then((value) => this.keep(key, value))
          .catch(() => this.counts.delete(key));
      }
      return kept.value;
    }
    const inFlight = this.countsInFlight.get(key);
    if (inFlight) return inFlight;
    const counting = counter().finally(() => this.countsInFlight.delete(key));
    this.countsInFlight.set(key, counting);
    const value = await counting;
    this.keep(key, value);
    return value;
  }

  private keep(key: string, value: number): void {
    if (value >= KEPT_COUNT_MIN) this.counts.set(key, { value, countedAt: this.now(), recount: null });
    else this.counts.delete(key);
  }

  /** Where page `page` (1-based, `size` a page) of search `key` starts: after the nearest earlier page's last key. */
  pageStart(key: string, page: number, size: number): PageStart {
    const entry = this.pageKeys.get(key);
    if (entry && this.now() - entry.usedAt < PAGE_KEYS_MS) {
      entry.usedAt = this.now();
      for (let known = page - 1; known >= 1; known -= 1) {
        const after = entry.keys.get(known);
        if (after) return { after, skip: (page - 1 - known) * size };
      }
    }
    return { after: null, skip: (page - 1) * size };
  }

  /** Notes the last key of a full page of search `key`. */
  rememberPage(key: string, page: number, last: SearchKey): void {
    const entry = this.pageKeys.get(key);
    if (entry && this.now() - entry.usedAt < PAGE_KEYS_MS) {
      entry.keys.set(page, last);
      entry.usedAt = this.now();
    } else this.pageKeys.set(key, { keys: new Map([[page, last]]), usedAt: this.now() });
  }
}

const memories = new WeakMap<object, SearchMemory>();

/** The search memory of one database. */
export function searchMemoryOf(db: object): SearchMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new SearchMemory();
    memories.set(db, memory);
  }
  return memory;
}
