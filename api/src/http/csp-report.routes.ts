import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import {
  CspLevel2ReportSchema,
  fromLevel2Report,
  fromReportingBatch,
  MAX_REPORTS_PER_REQUEST,
  ReportingApiBatchSchema,
} from './csp-report';
import { createCspReportCounter } from './csp-report-counter';
import { docs } from './openapi';
import { CSP_REPORT_PATH } from './security-headers-csp';
import { validate } from './validate';

/** A report body's limit: a batch of the Reporting API, well above what a page's violations make. */
export const CSP_REPORT_BODY_LIMIT = 32 * 1024;
const LEVEL_2 = 'application/csp-report';
const REPORTING_API = 'application/reports+json';

const CspCountsSchema = z.object({
  since: z.string(),
  total: z.number().int().nonnegative(),
  directives: z.record(z.string(), z.number().int().positive()),
});

/**
 * POST /api/csp-report.php: the browsers' Content-Security-Policy violation reports (both formats),
 * counted by directive in memory and logged at warn without personal data; outside production,
 * GET answers the counts since the process started (ADR 0029).
 */
export async function registerCspReports(app: FastifyInstance, config: Config): Promise<void> {
  const counter = createCspReportCounter();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [LEVEL_2, REPORTING_API, 'application/json'],
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    const reportDocs = docs({
      tag: 'site',
      summary: "A browser's Content-Security-Policy violation report (`report-uri` and `report-to`).",
      description:
        `\`application/csp-report\` (one report) or \`application/reports+json\` (a batch of up to ${MAX_REPORTS_PER_REQUEST}, ` +
        `reports of other types ignored); at most ${CSP_REPORT_BODY_LIMIT / 1024} kB (413 \`payload_too_large\`). ` +
        'Counted by directive and logged without the page address or the visitor. Open to any origin, no Idempotency-Key.',
      body: z.union([CspLevel2ReportSchema, ReportingApiBatchSchema]),
      response: { 204: null },
    });
    const options = {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      config: { crossSite: false, idempotency: false },
      schema: reportDocs,
    };
    scope.post(CSP_REPORT_PATH, options, async (request, reply) => {
      const violations = Array.isArray(request.body)
        ? fromReportingBatch(validate(ReportingApiBatchSchema, request.body))
        : [fromLevel2Report(validate(CspLevel2ReportSchema, request.body))];
      for (const violation of violations) counter.add(violation, request.log);
      return reply.status(204).send();
    });
  });

  if (config.isProduction) return;
  const countsDocs = docs({
    tag: 'development',
    summary: 'The Content-Security-Policy violations this process has received, by directive.',
    description: 'Development only (404 in production): counts since the process started, kept in memory.',
    response: { 200: CspCountsSchema },
  });
  app.get(CSP_REPORT_PATH, { schema: countsDocs }, async () => counter.counts());
}
