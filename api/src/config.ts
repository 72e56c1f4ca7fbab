import path from 'node:path';
import { z } from 'zod';
import { SIGNUPS_PER_ADDRESS_UNCONFIRMED } from '@app/shared/contract/signup-limit-constants';
import { TrustProxySetting } from './http/trusted-proxy';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    SMTP_URL: z.string().optional(),
    /** Sender of every mail; by default `"<site mail_name> <noreply@<site domain>>"` of each site. */
    MAIL_FROM: z.string().optional(),
    /** `sandbox` (the embedded default outside production) or `mollie` (needs MOLLIE_API_KEY). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'mollie']).optional(),
    /** Mollie's API key (`live_…`, `test_…`); with it the default provider is Mollie. */
    MOLLIE_API_KEY: z.string().min(1).optional(),
    /** Tests: Mollie's API at another address (a loopback server answering Mollie's calls). */
    MOLLIE_API_ENDPOINT: z.string().url().optional(),
    /** The sandbox provider calls back this long after the developer's choice, as a real provider would. */
    SANDBOX_CALLBACK_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
    /** A real SMS provider: its HTTP endpoint (JSON POST); without it every SMS stays in the outbox. */
    SMS_PROVIDER_URL: z.string().url().optional(),
    /** The provider's API token, sent as `Authorization: Bearer …`. */
    SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
    /** The sender the phone shows: up to 11 letters and digits, or an international number. */
    SMS_SENDER_ID: z
      .string()
      .regex(
        /^[A-Za-z0-9 ]{1,11}$|^\+[1-9][0-9]{6,14}$/,
        'up to 11 letters and digits, or a number such as +4915112345678',
      )
      .optional(),
    /** How long one SMS may take at the provider before it counts as failed. */
    SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    DEFAULT_SITE_DOMAIN: z.string().default('localhost'),
    /** Sign-ups per client address per hour (a whole office or event behind one address may need more). */
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(SIGNUPS_PER_ADDRESS_UNCONFIRMED),
    /** Development: this many more demo members without photos (a big site for load tests), e.g. 100000. */
    SEED_MEMBERS: z.coerce.number().int().nonnegative().default(0),
    /** Live-update fan-out across server processes through Redis pub/sub; in-process when unset. */
    REDIS_URL: z.string().optional(),
    /** Proxies whose X-Forwarded-* headers are believed: a hop count or addresses/CIDRs; none by default. */
    TRUST_PROXY: TrustProxySetting,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_PROVIDER === 'mollie' && !env.MOLLIE_API_KEY) {
      context.addIssue({ code: 'custom', path: ['MOLLIE_API_KEY'], message: 'MOLLIE_API_KEY is required for mollie' });
    }
    if (env.SMS_PROVIDER_URL) {
      for (const name of ['SMS_PROVIDER_TOKEN', 'SMS_SENDER_ID'] as const) {
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: `${name} is required with SMS_PROVIDER_URL` });
      }
      if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER_URL.startsWith('https://')) {
        context.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER_URL'],
          message: 'SMS_PROVIDER_URL must be https:// in production',
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'PAYMENT_PROVIDER', 'PUBLIC_URL'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} is required in production` });
    }
    if (env.PAYMENT_PROVIDER === 'sandbox') {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'the sandbox takes no money: production needs a real provider (mollie)',
      });
    }
  });

export type Config = ReturnType<typeof parseConfig>;

/** Configuration, parsed once against a schema; nothing else reads process.env. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The server cannot start; its configuration is incomplete:\n${problems}`);
  }
  const config = result.data;
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    env: config.NODE_ENV,
    isProduction: config.NODE_ENV === 'production',
    port: config.PORT,
    host: config.HOST,
    dataDir,
    siteDir: path.join(dataDir, 'site'),
    databaseUrl: config.DATABASE_URL ?? null,
    publicUrl: config.PUBLIC_URL ?? null,
    smtpUrl: config.SMTP_URL || null,
    mailFrom: config.MAIL_FROM || null,
    defaultSiteDomain: config.DEFAULT_SITE_DOMAIN,
    logLevel: config.LOG_LEVEL,
    signupsPerAddressPerHour: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
    seedMembers: config.SEED_MEMBERS,
    redisUrl: config.REDIS_URL || null,
    /** Fastify's trustProxy, also the live socket's rule: false (no proxy) or which peers are ours. */
    trustProxy: config.TRUST_PROXY,
    /** The HTTP SMS provider; null: every SMS stays in sms_outbox (listed on /dev/outbox). */
    smsProvider:
      config.SMS_PROVIDER_URL && config.SMS_PROVIDER_TOKEN && config.SMS_SENDER_ID
        ? {
            url: config.SMS_PROVIDER_URL,
            token: config.SMS_PROVIDER_TOKEN,
            senderId: config.SMS_SENDER_ID,
            timeoutMs: config.SMS_PROVIDER_TIMEOUT_MS,
          }
        : null,
    payments: {
      provider: config.PAYMENT_PROVIDER ?? (config.MOLLIE_API_KEY ? 'mollie' : 'sandbox'),
      mollieApiKey: config.MOLLIE_API_KEY ?? null,
      mollieApiEndpoint: config.MOLLIE_API_ENDPOINT ?? null,
      sandboxCallbackDelayMs: config.SANDBOX_CALLBACK_DELAY_MS,
    },
  };
}
