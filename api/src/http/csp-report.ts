import { z } from 'zod';

/** The most reports one request may carry (the Reporting API sends them in batches). */
export const MAX_REPORTS_PER_REQUEST = 50;

const text = z.string().max(8192).optional();
const position = z.number().int().nonnegative().optional();

/** `report-uri` (Content-Type `application/csp-report`): one violation, CSP level 2 names. */
export const CspLevel2ReportSchema = z.object({
  'csp-report': z.object({
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    disposition: text,
  }),
});

/** `report-to` (Content-Type `application/reports+json`): a batch of reports of any type. */
export const ReportingApiBatchSchema = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z
        .object({
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: position,
          columnNumber: position,
          disposition: text,
        })
        .optional(),
    }),
  )
  .min(1)
  .max(MAX_REPORTS_PER_REQUEST);

/** Every directive a violation can name; anything else is counted as `other`. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);

/** What the server keeps of a violation: nothing about the visitor, nor the page's address. */
export interface Violation {
  /** The directive that blocked (a known directive name, or `other`). */
  directive: string;
  /** `inline`, `eval` and the like, a scheme (`data:`), or a URL's origin and, for the site's own scripts, path. */
  blocked: string;
  /** The script that caused it, the same way; null when the browser names none. */
  source: string | null;
  line: number | null;
  column: number | null;
  /** `enforce`, or `report` for a report-only policy. */
  disposition: 'enforce' | 'report';
}

function directiveOf(value: string | undefined): string {
  const name = (value ?? '').trim().split(/\s+/)[0]!.toLowerCase();
  return DIRECTIVES.has(name) ? name : 'other';
}

/**
 * A URL reduced to what names no one: its origin, and its path only for the site's versioned scripts
 * (`/shell/…`, `/remotes/…`). A page's path can carry a login link's token or a member's id.
 */
function withoutPersonalData(value: string | undefined): string | null {
  if (!value) return null;
  if (/^[a-z-]{2,32}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
  return /^\/(?:shell|remotes)\/[\w./-]+\.(?:js|css)$/.test(url.pathname) ? url.origin + url.pathname : url.origin;
}

const dispositionOf = (value: string | undefined): Violation['disposition'] =>
  value === 'report' ? 'report' : 'enforce';

/** The violation of a `report-uri` report. */
export function fromLevel2Report(report: z.infer<typeof CspLevel2ReportSchema>): Violation {
  const body = report['csp-report'];
  return {
    directive: directiveOf(body['effective-directive'] ?? body['violated-directive']),
    blocked: withoutPersonalData(body['blocked-uri']) ?? 'unknown',
    source: withoutPersonalData(body['source-file']),
    line: body['line-number'] ?? null,
    column: body['column-number'] ?? null,
    disposition: dispositionOf(body.disposition),
  };
}

/** The violations of a Reporting API batch; its reports of other types are left out. */
export function fromReportingBatch(batch: z.infer<typeof ReportingApiBatchSchema>): Violation[] {
  return batch.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          {
            directive: directiveOf(report.body.effectiveDirective),
            blocked: withoutPersonalData(report.body.blockedURL) ?? 'unknown',
            source: withoutPersonalData(report.body.sourceFile),
            line: report.body.lineNumber ?? null,
            column: report.body.columnNumber ?? null,
            disposition: dispositionOf(report.body.disposition),
          },
        ]
      : [],
  );
}
