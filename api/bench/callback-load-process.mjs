// Sends a list of request bodies to one URL, each once, `connections` at a time, from its own
// process (not the server's event loop). Receives { url, bodies, contentType, connections } on IPC
// and answers { requests, errors, seconds, perSecond, p50Ms, p99Ms }.
import http from 'node:http';

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function sendAll({ url: target, bodies, contentType, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const one = (body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
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
    Array.from({ length: connections }, async () => {
      while (next < bodies.length) await one(bodies[next++]);
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
  process.send(await sendAll(options), () => process.exit(0));
});
