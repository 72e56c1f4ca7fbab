import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const PAINTER_FILE = path.join(import.meta.dirname, 'avatar-painter-process.mjs');

/** One avatar to paint: its SVG, and the WebP files of the full size and the thumbnail. */
export interface AvatarJob {
  svg: string;
  mainFile: string;
  thumbFile: string;
  thumbSize: number;
}

/**
 * Paints avatars in a child process of its own (`avatar-painter-process.mjs`), started with the first job, so
 * that sharp never loads into the server (issue 19: drawing the demo's avatars grew the server by
 * some 100 MB that stayed). `close` ends the process once its jobs are done.
 */
export class AvatarPainter {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  paint(job: AvatarJob): Promise<void> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, ...job });
    });
  }

  /** Ends the painter; jobs still under way fail. */
  close(): void {
    this.child?.disconnect();
    this.child = null;
  }

  private start(): ChildProcess {
    const child = fork(PAINTER_FILE, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
    child.on('message', (message: { id: number; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(`painting an avatar failed: ${message.error}`));
    });
    child.on('exit', (code) => {
      if (this.child === child) this.child = null;
      for (const waiting of this.pending.values()) waiting.reject(new Error(`the avatar painter ended (${code})`));
      this.pending.clear();
    });
    this.child = child;
    return child;
  }
}
