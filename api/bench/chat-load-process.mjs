// The chat bench's clients, in a process of their own so the server's event loop is measured alone.
// Commands on IPC, each answered once:
//   {type:'connect', target, url, members, origin, cookieName, sourcePrefix, concurrency}: one socket per member
//     (target 'chat': the live socket with the member's session cookie; 'bare': the relay's /?id=<index>)
//     and waits for each one's first frame -> {type:'connected', open, failed, seconds, error}
//   {type:'latency', target, rate, warmupMs, durationMs, lossWindowMs, httpBase, cookieName, probePath}: sends
//     at a fixed rate (open loop) from random members to random others; 'chat' by POST /api/message.php,
//     'bare' as a frame through the relay; meanwhile, with probePath, a GET of that route every 20 ms
//     (result.probe: its latencies) -> {type:'latency', result}
//   {type:'close'}: closes every socket and exits.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';

/** The open sockets, by member index; each member is {index, profileId, token}. */
let clients = [];

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Called with the number of each bench message that reaches its recipient's socket (set by a latency run). */
let onArrival = () => {};

/** The bench message number a frame carries to this member, or null (hello, other events, own messages). */
function numberOfFrame(target, member, text) {
  const frame = JSON.parse(text);
  if (frame.type !== 'message') return null;
  if (target === 'bare') return frame.n;
  // The sender's own socket gets its message too (for its other tabs): only the recipient's counts.
  if (frame.message.sender === member.profileId) return null;
  const match = /^bench (\d+)$/.exec(frame.message.body ?? '');
  return match ? Number(match[1]) : null;
}

function openSocket(command, member, slot) {
  return new Promise((resolve) => {
    const url = command.target === 'bare' ? `${command.url}/?id=${member.index}` : command.url;
    const headers = command.target === 'chat' ? { cookie: `${command.cookieName}=${member.token}` } : {};
    if (command.origin) headers.origin = command.origin;
    const socket = new WebSocket(url, {
      headers,
      localAddress: `${command.sourcePrefix}${2 + (slot % 250)}`,
    });
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      resolve(error ? { error } : { socket });
    };
    socket.once('message', () => settle(null));
    socket.on('message', (data) => {
      const n = numberOfFrame(command.target, member, String(data));
      if (n !== null) onArrival(n);
    });
    socket.once('unexpected-response', (_request, response) => {
      settle(`HTTP ${response.statusCode}`);
      response.resume();
    });
    socket.once('error', (error) => settle(error.message));
    socket.once('close', (code) => settle(`closed ${code}`));
    socket.on('error', () => {});
  });
}

async function connect(command) {
  const started = performance.now();
  const queue = [...command.members];
  const opened = [];
  let failed = 0;
  let error = null;
  let slot = 0;
  await Promise.all(
    Array.from({ length: command.concurrency }, async () => {
      for (let member = queue.shift(); member; member = queue.shift()) {
        const result = await openSocket(command, member, slot++);
        if (result.socket) opened.push({ member, socket: result.socket });
        else {
          failed += 1;
          error ??= result.error;
        }
      }
    }),
  );
  clients = clients.concat(opened);
  return { type: 'connected', open: opened.length, failed, seconds: (performance.now() - started) / 1000, error };
}

/** One message by POST /api/message.php with the sender's cookie and a fresh Idempotency-Key. */
function postMessage(command, agent, sender, recipient, n) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ kind: 'text', profile_id: recipient.profileId, body: `bench ${n}` });
    const url = new URL('/api/message.php', command.httpBase);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          cookie: `${command.cookieName}=${sender.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** One GET of the bare probe route; resolves with its status (0: no connection). */
function getProbe(agent, url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/**
 * Open loop on the chat server's bare route while the chat load runs: one GET every `intervalMs`
 * from its due time, until `stop()`; answers the latencies' percentiles (is the event loop free?).
 */
function startProbe(url, intervalMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const latencies = [];
  const waits = [];
  let errors = 0;
  let stopped = false;
  const started = performance.now();
  let n = 0;
  const tick = () => {
    if (stopped) return;
    // From the due time when the tick is late (open loop), from the send when a timer fired early
    // (Node's timers may fire up to a millisecond before their time: never a negative latency).
    const from = Math.min(started + n * intervalMs, performance.now());
    n += 1;
    waits.push(
      getProbe(agent, url).then((status) => {
        if (status === 200) latencies.push(performance.now() - from);
        else errors += 1;
      }),
    );
    setTimeout(tick, Math.max(0, started + n * intervalMs - performance.now()));
  };
  tick();
  return async () => {
    stopped = true;
    await Promise.all(waits);
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      count: latencies.length,
      errors,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? 0,
    };
  };
}

/** Percentiles over the sends that were not refused; a message not there within the window counts as lost (null). */
function summarise(sends, command, window) {
  const measured = [...sends.values()].filter((send) => send.measured);
  const refused = measured.filter((send) => send.status !== null && (send.status < 200 || send.status >= 300));
  const errorsByStatus = {};
  for (const send of refused)
    errorsByStatus[send.status || 'network'] = (errorsByStatus[send.status || 'network'] ?? 0) + 1;
  const accepted = measured.filter((send) => !refused.includes(send));
  const inTime = (send) => send.arrivedAt !== null && send.arrivedAt - send.start <= command.lossWindowMs;
  const latencies = accepted.map((send) => (inTime(send) ? send.arrivedAt - send.start : Infinity));
  latencies.sort((a, b) => a - b);
  const answers = accepted.map((send) => (send.answeredAt === null ? Infinity : send.answeredAt - send.start));
  answers.sort((a, b) => a - b);
  const finite = (value) => (Number.isFinite(value) ? value : null);
  const pick = (sorted, fraction) => finite(percentile(sorted, fraction));
  const delivered = accepted.filter(inTime);
  // Throughput: every arrival inside the measured window, warm-up messages included.
  const arrivalsInWindow = [...sends.values()].filter(
    (send) => send.arrivedAt !== null && send.arrivedAt >= window.from && send.arrivedAt <= window.to,
  ).length;
  return {
    sent: measured.length,
    ratePerSecond: measured.length > 1 ? ((measured.length - 1) * 1000) / (window.lastFire - window.firstFire) : 0,
    deliveredPerSecond: (arrivalsInWindow * 1000) / (window.to - window.from),
    delivered: delivered.length,
    lost: accepted.length - delivered.length,
    unanswered: accepted.filter((send) => !inTime(send) && send.answeredAt === null).length,
    errors: refused.length,
    errorsByStatus,
    p50Ms: pick(latencies, 0.5),
    p99Ms: pick(latencies, 0.99),
    p999Ms: pick(latencies, 0.999),
    maxMs: finite(latencies.at(-1) ?? 0),
    answerP50Ms: command.target === 'chat' ? pick(answers, 0.5) : 0,
    answerP99Ms: command.target === 'chat' ? pick(answers, 0.99) : 0,
  };
}

/**
 * Open loop: message n is due at start + n / rate whatever the server answers, and its latency counts
 * from that moment (a slow server shows as latency, never as a lower rate). Waits until every
 * accepted message arrived or the loss window after the last one passed.
 */
async function latency(command) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / command.rate;
  const total = Math.round((command.rate * (command.warmupMs + command.durationMs)) / 1000);
  /** Per message number: its due time, whether it counts, the HTTP status and when it was answered and arrived. */
  const sends = new Map();
  const window = { from: 0, to: 0, firstFire: 0, lastFire: 0 };
  let allFired = false;
  let finish = () => {};
  // Waiting on a send: no answer yet, or accepted and not arrived yet.
  const pending = (send) =>
    send.status === null || (send.arrivedAt === null && send.status >= 200 && send.status < 300);
  const finishIfDone = () => {
    if (!allFired) return;
    for (const send of sends.values()) if (pending(send)) return;
    finish();
  };
  onArrival = (n) => {
    const send = sends.get(n);
    if (!send || send.arrivedAt !== null) return;
    send.arrivedAt = performance.now();
    finishIfDone();
  };
  const started = performance.now();
  const stopProbe = command.probePath ? startProbe(new URL(command.probePath, command.httpBase), 20) : null;
  const fire = (n, due) => {
    const senderIndex = Math.floor(Math.random() * clients.length);
    let recipientIndex = Math.floor(Math.random() * (clients.length - 1));
    if (recipientIndex >= senderIndex) recipientIndex += 1;
    const sender = clients[senderIndex];
    const recipient = clients[recipientIndex];
    // As the probe: from the due time, or from now when a timer fired before it.
    const start = Math.min(due, performance.now());
    const send = { start, measured: due >= window.from, status: null, answeredAt: null, arrivedAt: null };
    sends.set(n, send);
    if (send.measured) {
      window.firstFire ||= performance.now();
      window.lastFire = performance.now();
    }
    if (command.target === 'bare') {
      sender.socket.send(JSON.stringify({ to: recipient.member.index, n, body: `bench ${n}` }));
      send.status = 200;
      return;
    }
    postMessage(command, agent, sender.member, recipient.member, n).then((status) => {
      send.status = status;
      send.answeredAt = performance.now();
      finishIfDone();
    });
  };
  window.from = started + command.warmupMs;
  window.to = started + command.warmupMs + command.durationMs;
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        fire(next, started + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  allFired = true;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, window.to + command.lossWindowMs - performance.now()));
    finish = () => {
      clearTimeout(timer);
      resolve();
    };
    finishIfDone();
  });
  onArrival = () => {};
  agent.destroy();
  const probe = stopProbe ? await stopProbe() : null;
  return { type: 'latency', result: { ...summarise(sends, command, window), probe } };
}

process.on('message', async (command) => {
  if (command.type === 'connect') process.send(await connect(command));
  else if (command.type === 'latency') process.send(await latency(command));
  else if (command.type === 'close') {
    for (const { socket } of clients) socket.terminate();
    process.exit(0);
  }
});
