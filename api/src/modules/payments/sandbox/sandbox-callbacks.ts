import type { FastifyInstance } from 'fastify';

const RETRIES = 5;

/**
 * Delivers the sandbox's callbacks the way a provider does: a POST of the payment id to the webhook
 * URL, some time after the payment changed, again with a growing delay while the answer is not 2xx.
 * It goes through this process's own HTTP stack (inject), so no port or network is needed; every
 * timer stops when the server closes.
 */
export function createSandboxCallbacks(app: FastifyInstance, delayMs: number) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const deliver = async (webhookUrl: string, paymentId: string, attempt: number): Promise<void> => {
    if (closed) return;
    const url = new URL(webhookUrl);
    const answer = await app
      .inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      })
      .catch(() => null);
    const ok = answer !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    if (!ok && attempt < RETRIES) schedule(webhookUrl, paymentId, attempt + 1, delayMs * 2 ** attempt + 500);
  };

  const schedule = (webhookUrl: string, paymentId: string, attempt: number, after: number) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(webhookUrl, paymentId, attempt);
    }, after);
    timers.add(timer);
  };

  return {
    /** Calls back about the payment after the configured delay. */
    notify(webhookUrl: string, paymentId: string): void {
      schedule(webhookUrl, paymentId, 1, delayMs);
    },
  };
}
