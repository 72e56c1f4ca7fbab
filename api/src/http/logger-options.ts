import type { FastifyServerOptions } from 'fastify';
import { REDACTED, scrubText } from './log-redaction';
import { serializeError, serializeRequest } from './log-serializers';

/** Where log lines go: anything with `write(line)`; stdout by default. */
export interface LogDestination {
  write(line: string): unknown;
}

/** Keys whose value never reaches a log line, at any depth (`{ user: { email } }`, `headers.cookie`). */
const SECRET_KEY = /pass(word|wd)?|secret|token|cookie|authori[sz]ation|e-?mail|phone|mobile|iban|^body$/i;

function redactValue(value: unknown, key: string): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (SECRET_KEY.test(key)) return REDACTED;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, ''));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, redactValue(item, inner)]));
  }
  return value;
}

/**
 * One log line (a JSON object) with every secret key's value and every email, phone number and IBAN
 * in a text replaced. Works on the parsed line, so numbers and the JSON itself stay intact.
 */
export function redactLogLine(line: string): string {
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line), ''))}\n`;
  } catch {
    return scrubText(line);
  }
}

/** The destination behind the net: every line is redacted before it is written. */
export function redactingDestination(destination: LogDestination = process.stdout): LogDestination {
  return { write: (line: string) => destination.write(redactLogLine(line)) };
}

/**
 * The server's logger: pino's JSON lines at the configured level to stdout (or the given
 * destination), requests without headers or bodies, errors without parameters or quoted values
 * (`log-serializers.ts`), and every line redacted (`redactLogLine`). Off at `silent`.
 */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream: redactingDestination(destination),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
