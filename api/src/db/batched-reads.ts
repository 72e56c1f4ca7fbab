type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads by key, many keys in one query (ADR 0033, 0039): the first ask is read at once, and the asks
 * that come while a read runs are read together after it, so a lone ask waits no longer and a thousand
 * sockets opening together take a few queries, not a thousand. `readMany` answers what it found.
 */
export class BatchedReads<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private reading = false;

  constructor(private readonly readMany: (keys: K[]) => Promise<Map<K, V>>) {}

  /** The value of `key`, or undefined when `readMany` did not find it. */
  read(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(key, waiters);
      if (!this.reading) void this.readAll();
    });
  }

  private async readAll(): Promise<void> {
    this.reading = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const found = await this.readMany([...batch.keys()]);
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.reading = false;
  }
}

/** One BatchedReads per database (and per kind of read: `create` makes it on first use). */
export function batchedReadsOf<K, V>(
  registry: WeakMap<object, BatchedReads<K, V>>,
  db: object,
  create: () => BatchedReads<K, V>,
): BatchedReads<K, V> {
  let reads = registry.get(db);
  if (!reads) registry.set(db, (reads = create()));
  return reads;
}
