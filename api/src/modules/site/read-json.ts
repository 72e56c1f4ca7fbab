import fs from 'node:fs/promises';

// Versioned remote folders never change, so what is read from them is kept for the process's life.
const readOnce = new Map<string, Promise<unknown>>();

/** A JSON file of the site folder, or null when it is missing or unreadable; `cache` keeps it for the process. */
export function readJson<T>(file: string, cache: boolean): Promise<T | null> {
  const read = () =>
    fs.readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as T,
      () => null,
    );
  if (!cache) return read();
  let pending = readOnce.get(file);
  if (!pending) readOnce.set(file, (pending = read()));
  return pending as Promise<T | null>;
}
