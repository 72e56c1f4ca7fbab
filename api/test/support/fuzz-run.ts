import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES } from '@app/shared/contract';
import type { FuzzCase } from './fuzz-cases';
import { planCases, type FuzzMode } from './fuzz-plan';
import type { Random } from './fuzz-random';
import { nextTestIp } from './members';
import type { Operation } from './openapi-samples';
import type { TestApp } from './test-app';

/** The project's error format (`shared/src/contract/errors.ts`): nothing else may answer a 4xx. */
const ErrorBodySchema = z
  .object({
    error: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.string().regex(/^(?:[a-z]+:)?(?:[a-zA-Z]+\.)*errors\.[a-z_]+$/)).optional(),
    minutes: z.number().int().optional(),
    balance: z.number().int().optional(),
    resets_at: z.string().optional(),
    retry_after: z.number().int().optional(),
  })
  .strict()
  .refine((body) => body.error !== 'validation_failed' || Object.keys(body.fields ?? {}).length > 0, {
    message: 'validation_failed names no field',
  });

export interface Finding {
  label: string;
  role: string;
  status: number;
  problem: string;
  body: string;
}

/** What is wrong with an answer, or null: a 5xx, or an error not in the project's format. */
function problemOf(status: number, contentType: string | undefined, body: string, errorFormat: boolean): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400 || !errorFormat) return null;
  if (!contentType?.startsWith('application/json')) return `content type ${contentType ?? 'none'}`;
  try {
    const checked = ErrorBodySchema.safeParse(JSON.parse(body));
    return checked.success ? null : `error format: ${checked.error.issues[0]?.message}`;
  } catch {
    return 'not JSON';
  }
}

export interface Role {
  name: string;
  cookies: Record<string, string>;
}

/** Plans and sends the cases of every operation for one role; answers the findings and the count. */
export async function fuzzOperations(
  test: TestApp,
  operations: Operation[],
  { role, mode, random, ids }: { role: Role; mode: FuzzMode; random: Random; ids: readonly number[] },
): Promise<{ findings: Finding[]; sent: number }> {
  const findings: Finding[] = [];
  let sent = 0;
  const member = Object.keys(role.cookies).length > 0;
  for (const operation of operations) {
    const shallow = operation.session && !member;
    const cases: FuzzCase[] = planCases(operation, { mode, random, ids, key: randomUUID, shallow });
    for (const fuzzCase of cases) {
      const response = await test.app.inject({
        method: fuzzCase.method as 'GET',
        url: fuzzCase.url,
        headers: fuzzCase.headers,
        payload: fuzzCase.payload,
        cookies: role.cookies,
        remoteAddress: nextTestIp(),
      });
      sent += 1;
      const { statusCode: status, body } = response;
      const problem = problemOf(status, String(response.headers['content-type'] ?? ''), body, operation.errorFormat);
      if (problem) findings.push({ label: fuzzCase.label, role: role.name, status, problem, body: body.slice(0, 160) });
    }
  }
  return { findings, sent };
}

/** Findings as lines for the failure message: one per operation and change, with how often. */
export function describeFindings(findings: Finding[]): string {
  const counted = new Map<string, number>();
  for (const finding of findings) {
    const line = `${finding.status} ${finding.label} (${finding.role}): ${finding.problem}: ${finding.body}`;
    counted.set(line, (counted.get(line) ?? 0) + 1);
  }
  return [...counted].map(([line, count]) => (count > 1 ? `${line} ×${count}` : line)).join('\n');
}
