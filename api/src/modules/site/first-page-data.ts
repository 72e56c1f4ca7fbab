import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings, User } from '@app/shared/contract';
import { firstAnswerAddresses } from './first-answers';

/** The page the address shows: the registry's page (null for the shell's own) and its layout. */
export interface ShownPage {
  page: string | null;
  /** `none` for the error page, which shows without a layout. */
  layout: string;
}

/** What the first page would fetch first (ADRs 0019 and 0021), as the API answers it. */
export interface FirstPageData {
  settings: Settings;
  user: User | null;
  /** The route's other first GET calls that answered 200, by the address the browser uses. */
  answers: Record<string, unknown>;
  /**
   * The status of each of those calls, by address: the page's own status follows some of them
   * (`page-status.ts`). Not written into the page.
   */
  statuses: Record<string, number>;
}

/**
 * The answers of `GET /api/settings.php` and `GET /api/user.php` for this page's request, and then of
 * the first page's other GET calls (`firstAnswerAddresses`), asked of the server's own routes (same
 * cookies, host, address and query), so the page carries them and renders without a round trip
 * first. Null when settings or user do not answer 200: the shell then fetches everything itself; a
 * call that does not answer 200 is left out, and the page makes it as before.
 */
export async function firstPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  shown: ShownPage,
): Promise<FirstPageData | null> {
  const [pathname, search = ''] = request.url.split('?') as [string, string?];
  const settingsQuery = new URLSearchParams(search);
  settingsQuery.set('forced_domain', request.headers.host ?? '');
  const headers = {
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers.host ? { host: request.headers.host } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const get = (url: string) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  const [settingsAnswer, userAnswer] = await Promise.all([
    get(`/api/settings.php?${settingsQuery}`),
    get('/api/user.php'),
  ]);
  if (settingsAnswer.statusCode !== 200 || userAnswer.statusCode !== 200) return null;
  const settings = settingsAnswer.json<{ settings?: Settings }>().settings;
  const userBody = userAnswer.json<{ user?: User | null }>();
  if (!settings || !('user' in userBody)) return null;
  const user = userBody.user ?? null;

  const addresses = firstAnswerAddresses({ ...shown, pathname, query: new URLSearchParams(search), settings, user });
  const answered = await Promise.all(addresses.map(get));
  const answers: Record<string, unknown> = {};
  const statuses: Record<string, number> = {};
  answered.forEach((answer, index) => {
    statuses[addresses[index]!] = answer.statusCode;
    if (answer.statusCode === 200) answers[addresses[index]!] = answer.json();
  });
  return { settings, user, answers, statuses };
}
