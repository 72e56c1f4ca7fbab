import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** Set on the answers the proxy makes itself (a backend died mid-request): the bench counts them apart. */
export const PROXY_MARK = 'x-soak-proxy';
/** A backend that refused a connection is skipped this long before it is tried again. */
const DOWN_MS = 500;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

/** The soak's reverse proxy, in a process of its own: its URL, and how to end it. */
export interface SoakProxy {
  url: string;
  stop: () => Promise<void>;
}

/** The client's address appended to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does. */
function forwardedFor(request: http.IncomingMessage): string {
  const prior = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  return prior ? `${String(prior)}, ${peer}` : peer;
}

function upstreamHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  return { ...headers, 'x-forwarded-for': forwardedFor(request), 'x-forwarded-proto': 'http' };
}

/**
 * Round robin over `ports` on 127.0.0.1, routing around a dead backend: a refused connection goes to
 * the next one (the request never reached the first); a GET whose connection broke is retried once
 * elsewhere; a POST cut off mid-way answers 502 marked with PROXY_MARK (the client may retry by key).
 */
function createProxy(ports: number[]): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map<number, number>();
  let turn = 0;
  const nextPort = (): number => {
    for (let step = 0; step < ports.length; step++) {
      const port = ports[turn++ % ports.length]!;
      if ((downUntil.get(port) ?? 0) <= Date.now()) return port;
    }
    return ports[turn++ % ports.length]!;
  };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tries: number) => {
    const port = nextPort();
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: upstreamHeaders(request), agent },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return void response.destroy();
      const refused = error.code === 'ECONNREFUSED';
      if (refused) downUntil.set(port, Date.now() + DOWN_MS);
      if ((refused && tries < ports.length) || (request.method === 'GET' && tries === 0)) {
        return forward(request, response, body, tries + 1);
      }
      response.writeHead(502, { 'content-type': 'application/json', [PROXY_MARK]: error.code ?? 'error' });
      response.end(JSON.stringify({ error: 'bad_gateway', message: error.message }));
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, response, Buffer.concat(chunks), 0));
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const connect = (tries: number) => {
      const port = nextPort();
      const upstream = net.connect(port, '127.0.0.1');
      let connected = false;
      upstream.on('connect', () => {
        connected = true;
        const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request), 'x-forwarded-proto': 'http' };
        let text = `${request.method} ${request.url} HTTP/1.1\r\n`;
        for (const [name, value] of Object.entries(headers)) {
          for (const one of [value ?? []].flat()) text += `${name}: ${one}\r\n`;
        }
        upstream.write(`${text}\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === 'ECONNREFUSED' && tries + 1 < ports.length) {
          downUntil.set(port, Date.now() + DOWN_MS);
          return connect(tries + 1);
        }
        client.destroy();
      });
      upstream.on('close', () => connected && client.destroy());
      client.on('close', () => upstream.destroy());
    };
    client.on('error', () => {});
    connect(0);
  });
  return server;
}

/** Starts the proxy in a child process in front of backends on `ports`; resolves with its URL. */
export async function startSoakProxy(ports: number[]): Promise<SoakProxy> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ...ports.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the soak proxy exited (${code}): ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

if (import.meta.filename === process.argv[1]) {
  const server = createProxy(process.argv.slice(2).map(Number));
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    process.stdout.write(`listening http://127.0.0.1:${port}\n`);
  });
  process.once('SIGTERM', () => process.exit(0));
}
