import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromLevel2Report, fromReportingBatch } from './csp-report';
import { createCspReportCounter, LOGGED_PER_MINUTE } from './csp-report-counter';

const TOKEN_PAGE = 'https://amorelle.de/Zm9yLXRoZS1lMmUtdGVzdHMtb25seS0xMjM0NTY3OA?email=jane@example.com';

describe('a violation as the server keeps it', () => {
  it('keeps the directive, keywords and origins, and the path of the site’s own scripts only', () => {
    const violation = fromLevel2Report({
      'csp-report': {
        'violated-directive': "script-src-elem 'self'",
        'blocked-uri': 'https://evil.example/x.js?member=12',
        'source-file': 'https://amorelle.de/remotes/mf-chat/1.0.0-0123456789/412.abc.js',
        'line-number': 3,
        'column-number': 9,
      },
    });
    expect(violation).toEqual({
      directive: 'script-src-elem',
      blocked: 'https://evil.example',
      source: 'https://amorelle.de/remotes/mf-chat/1.0.0-0123456789/412.abc.js',
      line: 3,
      column: 9,
      disposition: 'enforce',
    });
  });

  it('never keeps a page address (a login link, a member id, a mail address)', () => {
    const [violation] = fromReportingBatch([
      {
        type: 'csp-violation',
        body: {
          effectiveDirective: 'style-src-attr',
          blockedURL: 'inline',
          sourceFile: TOKEN_PAGE,
          disposition: 'report',
        },
      },
    ]);
    expect(violation).toEqual({
      directive: 'style-src-attr',
      blocked: 'inline',
      source: 'https://amorelle.de',
      line: null,
      column: null,
      disposition: 'report',
    });
    expect(JSON.stringify(violation)).not.toMatch(/jane|Zm9y/);
  });

  it('counts a directive nobody knows as other, and a data: or blob: address by its scheme', () => {
    const [violation] = fromReportingBatch([
      { type: 'csp-violation', body: { effectiveDirective: 'made-up-src', blockedURL: 'data:image/png;base64,AAAA' } },
    ]);
    expect(violation).toMatchObject({ directive: 'other', blocked: 'data:' });
  });
});

describe('the violation counter', () => {
  const logger = () => {
    const lines: unknown[] = [];
    return { lines, log: { warn: (object: unknown) => lines.push(object) } as unknown as FastifyBaseLogger };
  };
  const violation = {
    directive: 'img-src',
    blocked: 'https://evil.example',
    source: null,
    line: null,
    column: null,
  } as const;

  it('counts by directive and logs each violation at warn, at most a quota a minute', () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const counter = createCspReportCounter(() => now);
    const { lines, log } = logger();
    for (let index = 0; index < LOGGED_PER_MINUTE + 5; index += 1)
      counter.add({ ...violation, disposition: 'enforce' }, log);
    counter.add({ ...violation, directive: 'script-src', disposition: 'enforce' }, log);
    expect(lines).toHaveLength(LOGGED_PER_MINUTE);
    now += 60_000;
    counter.add({ ...violation, disposition: 'enforce' }, log);
    expect(lines).toHaveLength(LOGGED_PER_MINUTE + 1);
    expect(counter.counts()).toEqual({
      since: '2026-11-27T10:00:00.000Z',
      total: LOGGED_PER_MINUTE + 7,
      directives: { 'img-src': LOGGED_PER_MINUTE + 6, 'script-src': 1 },
    });
  });
});
