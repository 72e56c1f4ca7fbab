import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { docs, registerOpenApi } from './openapi';

const answerDocs = () =>
  docs({ tag: 'settings', summary: 'a test answer', response: { 200: z.object({ name: z.string() }) } });

async function appAnswering(answer: unknown, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerOpenApi(app, { checkAnswers });
  app.get('/api/test.php', { schema: answerDocs() }, async () => answer);
  app.get('/api/undocumented.php', async () => ({ name: 7 }));
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appAnswering>> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('answers held to their contract schema', () => {
  it('sends an answer that matches its schema as it is', async () => {
    app = await appAnswering({ name: 'Amorelle' }, true);
    const response = await app.inject({ url: '/api/test.php' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Amorelle' });
  });

  it('refuses an answer that does not match, outside production', async () => {
    app = await appAnswering({ name: 7 }, true);
    const response = await app.inject({ url: '/api/test.php' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });
  });

  it('does not check in production, nor routes without a documented answer', async () => {
    app = await appAnswering({ name: 7 }, false);
    expect((await app.inject({ url: '/api/test.php' })).json()).toEqual({ name: 7 });
    await app.close();
    app = await appAnswering({ name: 'x' }, true);
    expect((await app.inject({ url: '/api/undocumented.php' })).json()).toEqual({ name: 7 });
  });
});
