/** Where browsers send Content-Security-Policy violations (`report-uri`, and `report-to` by name). */
export const CSP_REPORT_PATH = '/api/csp-report.php';
/** The Reporting API endpoint's name (`Reporting-Endpoints: csp="…"`, `report-to csp`). */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Every answer that is not a page or a script: it loads nothing, and nobody may frame it (a photo or
 * an SVG opened on its own runs no script).
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A host as a browser sends it (name or [IPv6], optional port): nothing that could end a directive. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request's host when it is a well-formed host, else null (it is then left out of the policy). */
export function policyHost(host: string | undefined): string | null {
  return host && HOST.test(host) ? host.toLowerCase() : null;
}

/**
 * The source a `cdn_prefix` adds to `img-src`: null for a path on the site (`/media/`), the origin
 * for an absolute prefix (`https://cdn.example.net`), the host for a scheme-relative one (the page's
 * scheme then applies).
 */
export function cdnSource(prefix: string | null | undefined): string | null {
  if (!prefix || (prefix.startsWith('/') && !prefix.startsWith('//'))) return null;
  let url: URL;
  try {
    url = new URL(prefix, 'https://scheme-relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = policyHost(url.host);
  if (!host) return null;
  return prefix.startsWith('//') ? host : `${url.protocol}//${host}`;
}

/** The origin of PUBLIC_URL (links in mails and payment pages), when it is one. */
function publicSource(publicUrl: string | null): string | null {
  if (!publicUrl) return null;
  try {
    const url = new URL(publicUrl);
    return policyHost(url.host) ? url.origin : null;
  } catch {
    return null;
  }
}

type Directive = [name: string, ...sources: Array<string | null>];

function serialise(directives: Directive[]): string {
  return directives
    .map(([name, ...sources]) => [name, ...sources.filter((source): source is string => Boolean(source))].join(' '))
    .join('; ');
}

/** What the policy of a page depends on. */
export interface PagePolicyInput {
  /** The host the browser asked for, already checked (`policyHost`); null leaves the socket out. */
  host: string | null;
  /** The page came over https (then its live socket is wss:). */
  secure: boolean;
  /** The site's `cdn_prefix` setting. */
  cdnPrefix: string | null;
  /** PUBLIC_URL: a form may also go there (the sandbox's checkout sends the member back to it). */
  publicUrl: string | null;
}

const REPORTING: Directive[] = [
  ['report-uri', CSP_REPORT_PATH],
  ['report-to', CSP_REPORT_GROUP],
];

/**
 * The site's pages (the shell's index.html): every script and style sheet from the site itself (the
 * shell, and each remote's versioned folder, loaded by Module Federation with script and link
 * elements), no inline script or style, no eval; photos from the site or the CDN, `data:` for the
 * style sheet's icons; fetches and the live socket to the site; the push worker from the site.
 */
export function sitePolicy(input: PagePolicyInput): string {
  const socket = input.host ? `${input.secure ? 'wss' : 'ws'}://${input.host}` : null;
  return serialise([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', cdnSource(input.cdnPrefix)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", socket],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", publicSource(input.publicUrl)],
    ['frame-ancestors', "'none'"],
    ...REPORTING,
  ]);
}

/**
 * The server's own small pages under /api/ and /dev/ (unsubscribe, the sandbox checkout, the
 * outbox, the API documentation): written with inline styles, which they may use; scripts only from
 * the site (the documentation's), never inline. The outbox shows a mail in a sandboxed srcdoc frame.
 */
export function serverPagePolicy(input: Pick<PagePolicyInput, 'publicUrl'>): string {
  return serialise([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", publicSource(input.publicUrl)],
    ['frame-ancestors', "'none'"],
    ...REPORTING,
  ]);
}

/** The server's own pages: everything under /api/ and /dev/; every other page is the shell's. */
export function isServerPage(pathname: string): boolean {
  return /^\/(?:api|dev)\//.test(pathname);
}
