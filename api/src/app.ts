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
import { issueAccountToken } from './modules/account/account-token.service';
import { createAccountMails } from './modules/mail/account-mails';
import { registerAccount } from './modules/account/account.plugin';
import { registerAffiliates } from './modules/affiliates/affiliates.plugin';
import { registerAuth } from './modules/auth/auth.plugin';
import { registerLanders } from './modules/landers/landers.plugin';
import { registerChatMessages } from './modules/chat/chat-messages.plugin';
import { chatRoutes } from './modules/chat/chat.routes';
import { autoLikeRoutes } from './modules/members/auto-like.routes';
import { likeRoutes } from './modules/members/like.routes';
import { searchRoutes } from './modules/members/search.routes';
import { signupMatchesRoutes } from './modules/members/signup-matches.routes';
import { matchFinderRoutes } from './modules/members/match-finder.routes';
import { swipeGameRoutes } from './modules/members/swipe-game.routes';
import { blockRoutes } from './modules/members/block.routes';
import { profileViewRoutes } from './modules/members/profile-view.routes';
import { reportRoutes } from './modules/members/report.routes';
import { companyRoutes } from './modules/company/company.routes';
import { complaintRoutes } from './modules/complaints/complaint.routes';
import { registerDirectDebit } from './modules/direct-debit/direct-debit.plugin';
import { geoRoutes } from './modules/geo/geo.routes';
import { registerMail } from './modules/mail/mail.plugin';
import type { EventBus } from './modules/events/event-bus';
import { registerLive } from './modules/live/live.plugin';
import { createLiveServices } from './modules/live/live-services';
import { registerIdempotency } from './modules/idempotency/idempotency.plugin';
import { mediaRoutes } from './modules/media/media.routes';
import { registerPayments } from './modules/payments/payments.plugin';
import { registerSpending } from './modules/spending/spending.plugin';
import type { PaymentProvider } from './modules/payments/providers/payment-provider';
import { photoRoutes } from './modules/media/photo.routes';
import { ensureVapidKeys } from './modules/push/vapid-keys';
import { referenceRoutes } from './modules/reference/reference.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { requestLanguage } from './modules/settings/site.service';
import { siteRoutes } from './modules/site/site.routes';
import { registerUsers } from './modules/users/users.plugin';

export interface AppOptions {
  config: Config;
  db: Db;
  /** The live-update bus; else Redis pub/sub when REDIS_URL is set, else in-process. */
  bus?: EventBus;
  /** Tests: a payment provider other than the configured one. */
  paymentProvider?: PaymentProvider;
  /** Where the log lines go (redacted JSON lines); stdout by default. */
  logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live-update fan-out: publish a LiveOutbox here after its transaction commits. */
    liveBus: EventBus;
  }
}

/** Builds the server without listening: tests call `inject` on it. */
export async function buildApp({
  config,
  db,
  bus,
  paymentProvider,
  logDestination,
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
  await registerOpenApi(app, { checkAnswers: !config.isProduction });
  await app.register(fastifyCookie);
  registerIdempotency(app, db);
  // Dynamic answers over 1 kB; the site's files are sent precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerCrossSiteGuard(app);
  await registerCspReports(app, config);
  const sessions = await registerAuth(app, db, config);
  const { mailer, sms } = registerMail(app, db, config);
  const accountMails = createAccountMails(db, mailer, config, issueAccountToken);
  const vapidKeys = await ensureVapidKeys(db);
  const live = await createLiveServices({ config, db, log: app.log, vapidKeys, bus });
  app.decorate('liveBus', live.bus);
  registerLive(app, db, config, live);
  settingsRoutes(app, db, vapidKeys.publicKey);
  await registerUsers(app, db, sessions, { config, mails: accountMails });
  registerAccount(app, db, config, accountMails, sessions);
  await registerPayments(app, { config, db, mails: accountMails, provider: paymentProvider });
  await registerDirectDebit(app, { db, sms });
  await registerSpending(app, db);
  await registerAffiliates(app, db, config);
  registerLanders(app, db);
  companyRoutes(app, db);
  chatRoutes(app, db);
  await registerChatMessages(app, db, config.dataDir);
  likeRoutes(app, db);
  autoLikeRoutes(app, db);
  signupMatchesRoutes(app, db);
  matchFinderRoutes(app, db);
  swipeGameRoutes(app, db);
  searchRoutes(app, db);
  profileViewRoutes(app, db);
  blockRoutes(app, db);
  reportRoutes(app, db);
  complaintRoutes(app, db);
  geoRoutes(app, db, requestLanguage);
  referenceRoutes(app, db, requestLanguage);
  await photoRoutes(app, db, config.dataDir);
  await mediaRoutes(app, config.dataDir);
  await siteRoutes(app, db, config.siteDir);
  return app;
}
