import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerCrossSiteGuard } from './http/cross-site';
import { registerErrorHandler } from './http/error-handler';
import { FRAMEWORK_ERROR_OPTIONS } from './http/framework-errors';
import { loggerOptions, type LogDestination } from './http/logger-options';
import { registerOpenApi } from './http/openapi';
import { registerCspReports } from './http/csp-report.routes';
import { registerSecurityHeaders } from './http/security-headers';
import { issueAccountToken, registerAccount } from './modules/account';
import { createAccountMails, registerMail } from './modules/mail';
import { registerAffiliates } from './modules/affiliates';
import { registerAuth } from './modules/auth';
import { registerLanders } from './modules/landers';
import { registerChat } from './modules/chat';
import { registerMembers } from './modules/members';
import { registerCompany } from './modules/company';
import { registerComplaints } from './modules/complaints';
import { registerDirectDebit } from './modules/direct-debit';
import { registerGeo } from './modules/geo';
import { registerEvents, type EventBus } from './modules/events';
import { registerLive } from './modules/live';
import { registerIdempotency } from './modules/idempotency';
import { registerMedia } from './modules/media';
import { registerPayments, type PaymentProvider } from './modules/payments';
import { registerSpending } from './modules/spending';
import { registerPush } from './modules/push';
import { registerReference } from './modules/reference';
import { registerSettings, requestLanguage } from './modules/settings';
import { registerSite } from './modules/site';
import { registerUsers } from './modules/users';

export interface AppOptions {
  config: Config;
  db: Db;
  /** The live-update bus; else Redis pub/sub when REDIS_URL is set, else in-process. */
  bus?: EventBus;
  /** Tests: a payment provider other than the configured one. */
  paymentProvider?: PaymentProvider;
  /** Where the log lines go (redacted JSON lines); stdout by default. */
  logDestination?: LogDestination;
  /** Whether answers are checked against their contract schema: outside production by default (benches: as production). */
  checkAnswers?: boolean;
  /** Whether search answers are kept for the searchers they fit (ADR 0040): yes; the search bench measures both. */
  keepSearchAnswers?: boolean;
}

/** Builds the server without listening: tests call `inject` on it. */
export async function buildApp({
  config,
  db,
  bus,
  paymentProvider,
  logDestination,
  checkAnswers = !config.isProduction,
  keepSearchAnswers = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logDestination),
    ...FRAMEWORK_ERROR_OPTIONS,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });
  registerErrorHandler(app);
  // Before any plugin: its hook covers every answer, the site's static files and the API page included.
  registerSecurityHeaders(app, { config, db });
  // Before any route: the OpenAPI page sees every route, and Fastify's own validation is off everywhere.
  await registerOpenApi(app, { checkAnswers });
  await app.register(fastifyCookie);
  registerIdempotency(app, db);
  // Dynamic answers over 1 kB; the site's files are sent precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerCrossSiteGuard(app);
  await registerCspReports(app, config);
  // Before the modules that publish: it decorates `app.liveBus` and `app.presence`.
  const events = await registerEvents(app, { config, db, bus });
  const pushPublicKey = await registerPush(app, { config, db, events });
  const sessions = await registerAuth(app, db, config);
  const { mailer, sms } = registerMail(app, db, config);
  const accountMails = createAccountMails(db, mailer, config, issueAccountToken);
  registerLive(app, { config, db });
  registerReference(app, db, requestLanguage);
  registerGeo(app, db, requestLanguage);
  registerSettings(app, db, pushPublicKey);
  registerCompany(app, db);
  registerComplaints(app, db);
  await registerUsers(app, db, sessions, { config, mails: accountMails });
  registerAccount(app, db, config, accountMails, sessions);
  await registerDirectDebit(app, { db, sms });
  await registerSpending(app, db);
  await registerAffiliates(app, db, config);
  await registerPayments(app, { config, db, mails: accountMails, provider: paymentProvider });
  registerMembers(app, db, { keepSearchAnswers });
  await registerMedia(app, db, config.dataDir);
  await registerChat(app, { db, dataDir: config.dataDir });
  registerLanders(app, db);
  await registerSite(app, { db, siteDir: config.siteDir });
  return app;
}
