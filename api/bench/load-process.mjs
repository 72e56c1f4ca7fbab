// The load generator, run in its own process so it does not share the server's event loop.
// Receives LoadOptions (a body, or `bodies` to send each once) on IPC and answers a LoadResult.
import http from 'node:http';

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function runLoad(options) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + options.durationMs;
  let sent = 0;
  // Many clients: each request from its own loopback address (127.0.x.y), on a new connection.
  const localAddress = () => {
    const index = sent % 62500;
    return `127.${1 + Math.floor(index / 250)}.0.${2 + (index % 250)}`;
  };
  let next = 0;
  const one = (body = options.body) =>
    new Promise((resolve) => {
      const started = performance.now();
      sent += 1;
      const request = http.request(
        {
          ...(options.manyClients ? { agent: false, localAddress: localAddress() } : { agent }),
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(body
              ? { 'content-type': options.contentType ?? 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            else latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      // A list of bodies: each sent once; else the same request again until the deadline.
      if (options.bodies) while (next < options.bodies.length) await one(options.bodies[next++]);
      else while (Date.now() < deadline) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

process.once('message', async (options) => {
  process.send(await runLoad(options), () => process.exit(0));
});
