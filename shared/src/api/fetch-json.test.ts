import { describe, expect, it } from 'vitest';
import { encodeBody, readBody, withQuery } from './fetch-json';

/** The query of a path as the server reads it. */
function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'https://example.test').searchParams);
}

describe('withQuery', () => {
  it('leaves the path alone without a query or with only undefined values', () => {
    expect(withQuery('/api/chats.php', undefined)).toBe('/api/chats.php');
    expect(withQuery('/api/chats.php', { skip: undefined })).toBe('/api/chats.php');
  });

  it('writes numbers and booleans as text and leaves out undefined values', () => {
    expect(withQuery('/api/members.php', { page: 2, online: true, new: false, skip: undefined })).toBe(
      '/api/members.php?page=2&online=true&new=false',
    );
  });

  it('encodes values the server reads back unchanged', () => {
    const query = { q: 'a b&c=d+e/f?g#h', city: 'Zürich', empty: '', emoji: '😀' };
    const path = withQuery('/api/members.php', query);
    expect(path).not.toMatch(/[ #]|&c=|Zürich/);
    expect(queryOf(path)).toEqual(query);
  });

  it('encodes keys too', () => {
    expect(queryOf(withQuery('/api/x.php', { 'a&b=c': '1' }))).toEqual({ 'a&b=c': '1' });
  });

  it('appends to a query the path already has', () => {
    expect(withQuery('/api/user.php?push=1', { page: 2 })).toBe('/api/user.php?push=1&page=2');
  });
});

describe('encodeBody', () => {
  it('sends plain objects, arrays and objects with toJSON as JSON', () => {
    for (const body of [{ a: 1 }, [1, 2], Object.assign(Object.create(null) as object, { a: 1 })]) {
      const headers = new Headers();
      expect(encodeBody(body, headers)).toBe(JSON.stringify(body));
      expect(headers.get('content-type')).toBe('application/json');
      expect(headers.get('accept')).toBe('application/json');
    }
    expect(encodeBody(new Date(0), new Headers())).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it('sends a string as it is, marked as JSON', () => {
    const headers = new Headers();
    expect(encodeBody('{"a":1}', headers)).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends nothing without a body', () => {
    const headers = new Headers();
    expect(encodeBody(undefined, headers)).toBeUndefined();
    expect([...headers.keys()]).toEqual([]);
  });

  it('sends FormData, a File, a Blob, URLSearchParams and buffers unchanged and without a content type', () => {
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    const bodies = [
      form,
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
      new Blob(['x'], { type: 'image/png' }),
      new URLSearchParams({ a: '1' }),
      new Uint8Array([1, 2]),
      new ArrayBuffer(2),
    ];
    for (const body of bodies) {
      const headers = new Headers();
      expect(encodeBody(body, headers)).toBe(body);
      expect(headers.has('content-type')).toBe(false);
    }
  });
});

describe('readBody', () => {
  it('parses a JSON body, also one of a +json type or without a content type', async () => {
    const json = { a: [1, 'b'] };
    for (const type of ['application/json; charset=utf-8', 'application/problem+json', undefined]) {
      const headers = type ? { 'content-type': type } : undefined;
      const response = new Response(JSON.stringify(json), { headers });
      if (!type) response.headers.delete('content-type');
      expect(await readBody(response)).toEqual(json);
    }
  });

  it('answers text for a text body, or for JSON that does not parse', async () => {
    const html = new Response('<h1>Bad gateway</h1>', { headers: { 'content-type': 'text/html' } });
    expect(await readBody(html)).toBe('<h1>Bad gateway</h1>');
    const broken = new Response('{"a":', { headers: { 'content-type': 'application/json' } });
    expect(await readBody(broken)).toBe('{"a":');
    expect(await readBody(new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } }))).toBe('{"a":1}');
  });

  it('answers undefined for an empty body (204, or 200 without content)', async () => {
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
    expect(await readBody(new Response('', { headers: { 'content-type': 'application/json' } }))).toBeUndefined();
  });
});
