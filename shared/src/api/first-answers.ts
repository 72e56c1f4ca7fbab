/**
 * Answers the server gave in the page for the GET calls the first page makes (ADR 0021), keyed by
 * the call's address (`/api/members.php?page=1`). Each is used once, and only while the first page
 * loads: after FIRST_ANSWER_MAX_AGE_MS every call goes to the server again.
 */
export const FIRST_ANSWER_MAX_AGE_MS = 10_000;

const answers = new Map<string, unknown>();
let acceptedAt = 0;

/** Keeps the page's answers for the calls to come (the shell does it before the first render). */
export function acceptFirstAnswers(given: Record<string, unknown>, now = Date.now()): void {
  answers.clear();
  for (const [address, answer] of Object.entries(given)) answers.set(address, answer);
  acceptedAt = now;
}

/** The page's answer for a GET of this address, once; undefined when there is none or it is too old. */
export function takeFirstAnswer(address: string, now = Date.now()): { answer: unknown } | undefined {
  if (!answers.has(address)) return undefined;
  const answer = answers.get(address);
  answers.delete(address);
  if (now - acceptedAt > FIRST_ANSWER_MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  return { answer };
}
