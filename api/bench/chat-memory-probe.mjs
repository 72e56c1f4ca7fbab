// The diagnostic a chat-bench server process carries: on IPC {type:'memory'} it runs a full GC (the
// process runs with --expose-gc) and answers {type:'memory', usage: process.memoryUsage()}; on
// {type:'close'} it calls `close`.

/** Full collections until the heap stops shrinking (at most five), so what is left is live memory. */
async function settledGc() {
  let previous = Infinity;
  for (let round = 0; round < 5; round += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const used = process.memoryUsage().heapUsed;
    if (used >= previous * 0.995) break;
    previous = used;
  }
}

/** Answers memory requests on IPC until a close request arrives. */
export function replyToMemoryRequests(close) {
  if (typeof globalThis.gc !== 'function') throw new Error('run the server process with --expose-gc');
  process.on('message', async (request) => {
    if (request?.type === 'memory') {
      await settledGc();
      process.send({ type: 'memory', usage: process.memoryUsage() });
    } else if (request?.type === 'close') {
      await close();
    }
  });
}
