import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the Kysely driver needs of an embedded database: PGlite itself, or PGlite in a worker thread. */
export interface EmbeddedPostgres {
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

interface PlainError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

type Answer =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number; dump?: ArrayBuffer }
  | {
      id: number;
      ok: false;
      error: PlainError;
    };

/** PGlite's error rebuilt on this side: the same message, name and fields (code, constraint, query, ...). */
export class PGliteThreadError extends Error {
  [field: string]: unknown;

  constructor(plain: PlainError) {
    super(plain.message);
    Object.assign(this, plain.fields);
    this.name = plain.name;
    if (plain.stack) this.stack = plain.stack;
  }
}

const WORKER_FILE = path.join(import.meta.dirname, 'pglite-worker.mjs');

/**
 * PGlite in a worker thread of its own (ADR 0033), so that its queries run beside the event loop
 * instead of in it. Requests are answered in the order sent. The thread keeps the process alive only
 * while a request is pending, as PGlite in the main thread does.
 */
export class PGliteThread implements EmbeddedPostgres {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private ready = false;
  private failure: Error | null = null;

  constructor(options: { dataDir?: string; template?: ArrayBuffer }) {
    const transferList = options.template ? [options.template] : [];
    this.worker = new Worker(WORKER_FILE, { workerData: options, transferList });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: { type?: string; error?: PlainError }) => {
        if (message.type === 'ready') {
          this.ready = true;
          resolve();
        } else if (message.type === 'failed') reject(new PGliteThreadError(message.error!));
        else return;
        this.worker.off('message', onReady);
        this.worker.on('message', (answer: Answer) => this.settle(answer));
        this.worker.unref();
      };
      this.worker.on('message', onReady);
      this.worker.once('error', reject);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.once('exit', (code) => this.fail(new Error(`the PGlite thread ended (exit code ${code})`)));
  }

  /** Every request waiting and every later one fails with `error` (the thread crashed or ended). */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
  }

  private settle(answer: Answer): void {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    waiter.resolve(answer);
  }

  /**
   * Sends a request, at once when the thread is ready (so requests reach it in the order of the
   * calls, which the driver relies on when it passes the turn as soon as a statement is sent).
   */
  private async request(message: object): Promise<Answer & { ok: true }> {
    if (!this.ready) await this.waitReady;
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    const answer = await new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...message });
    });
    if (!answer.ok) throw new PGliteThreadError(answer.error);
    return answer;
  }

  /** One statement; `begin` (a BEGIN statement) runs just before it, in the same message. */
  async query<R>(sql: string, params: unknown[] = [], begin?: string): Promise<{ rows: R[]; affectedRows?: number }> {
    const answer = await this.request({ op: 'query', sql, params, begin });
    return {
      rows: (answer.rows ?? []) as R[],
      ...(answer.affectedRows !== undefined ? { affectedRows: answer.affectedRows } : {}),
    };
  }

  /** The data directory as a tarball (PGlite's dumpDataDir), for a template. */
  async dumpDataDir(): Promise<Blob> {
    const answer = await this.request({ op: 'dump' });
    return new Blob([answer.dump!]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.request({ op: 'close' });
    await this.worker.terminate();
  }
}
