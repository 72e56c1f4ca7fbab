import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { medianResult, runLoad, type LoadResult } from './load';
import { onBothDatabases } from './on-both-databases';

const ROUNDS = 3;
const CALLBACKS = 2_000;
const DUPLICATE_SHARE = 0.01;
const MEMBERS = 200;
const CONNECTIONS = 16;

function sendAll(url: string, bodies: string[]): Promise<LoadResult> {
  const contentType = 'application/x-www-form-urlencoded';
  return runLoad({ url, method: 'POST', bodies, contentType, connections: CONNECTIONS, durationMs: 0 });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** A bare route taking the same form body: the floor the callback route is compared with. */
async function bareCallbackServer() {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post('/bare', async () => ({ ok: true }));
  return { url: `${await listen(app)}/bare`, close: () => app.close() };
}

async function insertMembers(db: Db): Promise<number[]> {
  const site = await db.selectFrom('sites').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: MEMBERS }, (_, index) => {
        const email = `bench-${tag}-${index}@example.com`;
        return { site_id: site.id, email, email_normalized: email, status: 'confirmed' as const, language: 'en' };
      }),
    )
    .returning(['id', 'site_id'])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Paid sandbox payments of pending orders, spread over the members (as after a busy hour of
 * checkouts): the callbacks then complete them. Answers the callback bodies, 1 % sent twice.
 */
async function paidOrders(db: Db, base: string, members: number[]): Promise<string[]> {
  const pkg = await db
    .selectFrom('packages')
    .selectAll()
    .where('country', '=', 'NL')
    .where('code', '=', 'p1')
    .executeTakeFirstOrThrow();
  const site = await db.selectFrom('sites').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
  const ids = Array.from({ length: CALLBACKS }, () => `sbx_${randomBytes(12).toString('hex')}`);
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    await db
      .insertInto('sandbox_payments')
      .values(
        chunk.map((id) => ({
          id,
          amount: pkg.price,
          currency: pkg.currency,
          method: 'ideal',
          description: 'bench',
          status: 'paid',
          redirect_url: `${base}/credits`,
          webhook_url: `${base}/api/payment-callback.php?provider=sandbox`,
        })),
      )
      .execute();
    await db
      .insertInto('orders')
      .values(
        chunk.map((id, index) => ({
          user_id: members[(start + index) % members.length]!,
          site_id: site.id,
          package_id: pkg.id,
          package_code: pkg.code,
          country: 'NL',
          credits: pkg.credits,
          price: pkg.price,
          amount: pkg.price,
          currency: pkg.currency,
          vat_basis_points: 2100,
          vat_amount: 347,
          payment_method: 'ideal',
          language: 'en',
          state: 'pending' as const,
          provider: 'sandbox',
          provider_payment_id: id,
        })),
      )
      .execute();
  }
  const bodies = ids.map((id) => `id=${id}`);
  const duplicates = Math.round(CALLBACKS * DUPLICATE_SHARE);
  for (let index = 0; index < duplicates; index += 1) {
    const original = bodies[Math.floor(Math.random() * CALLBACKS)]!;
    bodies.splice(Math.floor(Math.random() * bodies.length), 0, original);
  }
  return bodies;
}

function line(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline ? ` (${(result.perSecond / baseline.perSecond).toFixed(3)}× bare)` : '';
  return `${label.padEnd(30)}${result.perSecond.toFixed(0).padStart(7)} /s${ratio.padEnd(17)} p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms  errors ${result.errors}`;
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string | null): Promise<void> {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? 'memory://',
    SANDBOX_CALLBACK_DELAY_MS: '600000',
  });
  const db = await createDatabase(config);
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ config, db });
  const base = await listen(app);
  const bare = await bareCallbackServer();
  try {
    const members = await insertMembers(db);
    const bareRuns: LoadResult[] = [];
    const callbackRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bodies = await paidOrders(db, base, members);
      bareRuns.push(await sendAll(bare.url, bodies));
      callbackRuns.push(await sendAll(`${base}/api/payment-callback.php?provider=sandbox`, bodies));
    }
    // The books after all rounds: every paid order completed once, one grant each.
    const orders = await db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<string>().as('count'), 'state'])
      .groupBy('state')
      .execute();
    const grants = await db
      .selectFrom('credit_ledger')
      .select((eb) => [eb.fn.countAll<string>().as('rows'), eb.fn.count<string>('reference').distinct().as('orders')])
      .where('reason', '=', 'purchase')
      .executeTakeFirstOrThrow();
    const bareMedian = medianResult(bareRuns);
    console.log(
      `\n### ${kind}: ${CALLBACKS} callbacks + 1 % duplicates per round, ${CONNECTIONS} connections, median of ${ROUNDS}`,
    );
    console.log(line('bare route (baseline)', bareMedian));
    console.log(line('payment callback', medianResult(callbackRuns), bareMedian));
    console.log(
      `orders by state: ${orders.map((row) => `${row.state} ${row.count}`).join(', ')}; purchase ledger rows ${grants.rows} for ${grants.orders} orders`,
    );
  } finally {
    await bare.close();
    await app.close();
    await db.destroy();
  }
}

/** `pnpm bench payments` (part 1): callbacks processed per second, against a bare route in the same run. */
export async function paymentsCallbackBench(): Promise<void> {
  console.log('\n## Payment callbacks: fetch the status from the sandbox provider, complete, grant, publish');
  await onBothDatabases(benchDatabase);
}
