import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Serves a built anchor on loopback as the site serves its files: brotli-precompressed
 * (`Content-Encoding: br`), hashed files cached for a year, the page revalidated.
 */
export async function serveAnchor(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://anchor').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = await fs.readFile(brotli ? `${file}.br` : file).catch(() => null);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(brotli ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
