import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { AppError } from './app-error';
import { sendError } from './error-handler';

/** The answer to a request the HTTP parser refused, by Node's error code. */
function refusal(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('headers_too_large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('request_timeout');
  return new AppError('validation_failed');
}

/**
 * A request Node's HTTP parser refused (headers over 16 KiB, an unknown method, a broken request line,
 * headers too slow): no route runs, so the answer is written on the socket, in the project's format,
 * and the connection is closed as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = refusal(error.code);
  if (socket.writable) {
    const body = JSON.stringify(appError.toBody());
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's options for the errors that come before any route: the router's (a path that is no valid URL
 * component, a path parameter over its length) through the one error handler, and the HTTP parser's.
 */
export const FRAMEWORK_ERROR_OPTIONS = {
  frameworkErrors: sendError,
  clientErrorHandler,
  // Requests during a close answer in our format (`registerErrorHandler`).
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions>;
