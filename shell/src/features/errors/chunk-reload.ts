import { CHUNK_RELOAD_GUARD_MS } from '@app/shared/contract';

const STORAGE_KEY = 'chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const value = error as { name?: string; message?: string } | null;
  return (
    value?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(value?.message ?? '')
  );
}

/** A chunk load failure reloads the page at most once per 60 s (spec sections 4 and 8). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

export function reloadForChunkError(): void {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY));
  const now = Date.now();
  if (!shouldReloadForChunkError(stored > 0 ? stored : null, now)) return;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  location.reload();
}

/** Listens for chunk load failures anywhere in the page. */
export function watchChunkErrors(): void {
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) reloadForChunkError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  });
}
