// PGlite in a worker thread (ADR 0033): the embedded database runs here, off the server's event loop.
// Plain JavaScript, so that it loads the same under tsx, vitest and plain node.
//
// workerData: { dataDir?: string, template?: ArrayBuffer }  (a dump made by PGlite.dumpDataDir)
// Posts {type:'ready'} once the database is open, or {type:'failed', error} when it cannot open.
// Requests {id, op, ...} are answered in order with {id, ok:true, ...} or {id, ok:false, error}:
//   {op:'query', sql, params, begin}: one statement (begin: after a `begin`, one message for both)
//                                     -> {rows, affectedRows}
//   {op:'dump'}                       -> {dump: ArrayBuffer}  (dumpDataDir('none'))
//   {op:'close'}                      -> closes the database; the thread ends after the answer.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.mjs';

/** An error as plain data: its message, name and PostgreSQL's fields (code, constraint, query, ...). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

/**
 * PostgreSQL's memory settings for one embedded connection (ADR 0033): WebAssembly memory never
 * shrinks, so a buffer pool or sort space touched once stays in the server's RSS for good. The
 * defaults (shared_buffers 128MB, maintenance_work_mem 64MB) are a server's for many connections.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

async function open() {
  const { dataDir, template } = workerData ?? {};
  const pglite = new PGlite(dataDir, {
    parsers: { 20: (value) => Number(value) },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  await pglite.waitReady;
  setTimeout(collectGarbage, 1000).unref();
  return pglite;
}

/**
 * A full collection in this thread a second after opening: opening leaves initdb's WebAssembly instance and the file
 * bundle behind (hundreds of MB, ADR 0033), which V8 would otherwise keep until it next needs room.
 */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  gc();
}

async function answer(pglite, statements, request) {
  if (request.op === 'query') {
    if (request.begin) await statements.query(request.begin);
    return statements.query(request.sql, request.params);
  }
  if (request.op === 'dump') {
    const dump = await pglite.dumpDataDir('none');
    return { dump: await dump.arrayBuffer() };
  }
  if (request.op === 'close') {
    await pglite.close();
    return {};
  }
  throw new Error(`unknown request ${request.op}`);
}

try {
  const pglite = await open();
  const statements = new PreparedStatements(pglite);
  // One request at a time, in the order sent: the main thread's driver already hands the one
  // connection to one caller (or transaction) at a time.
  let turn = Promise.resolve();
  parentPort.on('message', (request) => {
    turn = turn.then(async () => {
      try {
        const result = await answer(pglite, statements, request);
        const transfer = result.dump ? [result.dump] : [];
        parentPort.postMessage({ id: request.id, ok: true, ...result }, transfer);
        if (request.op === 'close') parentPort.close();
      } catch (error) {
        parentPort.postMessage({ id: request.id, ok: false, error: plainError(error) });
      }
    });
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: plainError(error) });
}
