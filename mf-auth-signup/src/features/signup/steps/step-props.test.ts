import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the signup steps', () => {
  it('take their props from step-props.ts, not from the wizard that renders them (no import cycle)', () => {
    const importers = fs
      .readdirSync(import.meta.dirname)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .filter((name) =>
        /from '\.\.\/signup-wizard'/.test(fs.readFileSync(path.join(import.meta.dirname, name), 'utf8')),
      );
    expect(importers).toEqual([]);
  });
});
