import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientErrorHandler } from './framework-errors';

/** A socket that keeps what is written to it. */
function fakeSocket() {
  const written: string[] = [];
  const socket = { destroyed: false, writable: true, write: (text: string) => written.push(text), destroy: () => {} };
  return { socket: socket as unknown as Socket, written };
}

const refused = (code: string) => {
  const { socket, written } = fakeSocket();
  clientErrorHandler(Object.assign(new Error('parser said no'), { code }), socket);
  return written.join('');
};

describe('requests the HTTP parser refuses', () => {
  it("answers each in the project's format with its status", () => {
    expect(refused('ERR_HTTP_REQUEST_TIMEOUT')).toMatch(
      /^HTTP\/1.1 408 Request Timeout\r\n[^]*\r\n\r\n\{"error":"request_timeout"\}$/,
    );
    expect(refused('HPE_HEADER_OVERFLOW')).toMatch(/^HTTP\/1.1 431 [^]*\{"error":"headers_too_large"\}$/);
    expect(refused('HPE_INVALID_METHOD')).toMatch(/^HTTP\/1.1 400 Bad Request\r\n[^]*\{"error":"validation_failed"\}$/);
    expect(refused('ECONNRESET')).toBe('');
  });
});
