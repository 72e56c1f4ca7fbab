import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli's quality 4, as @fastify/compress uses for dynamic answers: far cheaper than 11, nearly as small. */
const BROTLI_QUALITY = 4;

/** The encoding the request accepts, brotli before gzip; null for none (or `q=0`). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a text answer compressed as the request accepts, for answers Fastify's compression does
 * not see (those of the not-found handler, which is not a route).
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzip(body);
  return reply.header('Content-Encoding', encoding).send(compressed);
}
