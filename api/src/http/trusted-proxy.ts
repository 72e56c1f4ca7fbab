import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** Whether the address `hop` steps from the server (0: the socket's peer) is a proxy of ours. */
export type ProxyTrustFunction = (address: string, hop: number) => boolean;

/**
 * Which proxies' X-Forwarded-For, -Host and -Proto are believed, in the form Fastify's `trustProxy`
 * takes: `false` (none: the socket's peer is the client) or a trust function. One rule for the HTTP
 * app (request.ip, request.host, request.protocol) and the live socket, which reads headers itself.
 */
export type TrustProxy = false | ProxyTrustFunction;

/**
 * TRUST_PROXY as a rule: empty or `0` trusts nobody; a hop count `n` trusts the `n` nearest hops
 * (only safe when the server cannot be reached but through them); else a comma-separated list of
 * addresses and CIDRs (`10.0.0.1, 192.168.0.0/16`, or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`) trusts exactly those peers. Throws on anything else.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || /^0+$/.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new TypeError('an empty entry in the list');
  return proxyAddr.compile(entries);
}

/** The TRUST_PROXY setting of config.ts: parsed once, a configuration error names what is wrong. */
export const TrustProxySetting = z
  .string()
  .optional()
  .transform((text, context): TrustProxy => {
    try {
      return parseTrustProxy(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.addIssue({
        code: 'custom',
        message: `a hop count or a comma-separated list of addresses/CIDRs (${reason})`,
      });
      return z.NEVER;
    }
  });

/** Whether the request's socket peer is a trusted proxy, so that its X-Forwarded-* headers count. */
export function fromTrustedProxy(request: IncomingMessage, trust: TrustProxy): boolean {
  const peer = request.socket?.remoteAddress;
  return trust !== false && peer !== undefined && trust(peer, 0);
}

/** The last entry of a header a proxy appends to (the nearest proxy's), as Fastify reads it. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  return text?.slice(text.lastIndexOf(',') + 1).trim() || undefined;
}

/**
 * The host a request was sent to, as Fastify's request.host decides it under the same rule:
 * X-Forwarded-Host only from a trusted proxy, else the Host header.
 */
export function requestHost(request: IncomingMessage, trust: TrustProxy): string | undefined {
  const forwarded = lastEntry(request.headers['x-forwarded-host']);
  return forwarded && fromTrustedProxy(request, trust) ? forwarded : request.headers.host;
}
