import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises an error named ChunkLoadError', () => {
    const error = new Error('whatever');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a "Loading chunk … failed" message', () => {
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed'))).toBe(true);
  });

  it('recognises a "Loading CSS chunk … failed" message', () => {
    expect(isChunkLoadError(new Error('Loading CSS chunk x failed'))).toBe(true);
  });

  it('does not take other errors for chunk errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('chunk'))).toBe(false);
  });

  it('copes with values that are not errors', () => {
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({})).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_700_000_000_000;

  it('reloads when the page has not reloaded for a chunk error before', () => {
    expect(shouldReloadForChunkError(null, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadForChunkError(now - 59_999, now)).toBe(false);
    expect(shouldReloadForChunkError(now, now)).toBe(false);
  });

  it('reloads again from 60 s on', () => {
    expect(shouldReloadForChunkError(now - 60_000, now)).toBe(true);
    expect(shouldReloadForChunkError(now - 600_000, now)).toBe(true);
  });
});
