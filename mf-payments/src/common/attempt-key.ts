/**
 * One Idempotency-Key per checkout attempt: the same order (the same body) keeps its key, however
 * often it is sent (a double click, a retry after a lost answer), so the server makes one order; a
 * different order (another package, method, code or price) gets a new key.
 */
export function createAttemptKeys(newKey: () => string = () => globalThis.crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: object): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
  };
}
