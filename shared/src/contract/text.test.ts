import { describe, expect, it } from 'vitest';
import { line, text } from './text';

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the text rule', () => {
  it('takes ordinary text of every script, emoji and line breaks', () => {
    for (const value of [
      'Hello',
      'Grüße aus Köln',
      'Zażółć gęślą jaźń',
      'שלום',
      '👩‍❤️‍👨 😀',
      'two\nlines\r\n\tand a tab',
      '',
    ]) {
      expect(text().safeParse(value).success, value).toBe(true);
    }
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone NUL', '\u0000'],
    ['an escape', '\u001b[31mred'],
    ['a bell', 'a\u0007'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s with errors.field_invalid', (_name, value) => {
    expect(message(text().safeParse(value))).toBe('errors.field_invalid');
    expect(message(line().safeParse(value))).toBe('errors.field_invalid');
  });

  it('keeps its own message for a value that is no string', () => {
    expect(message(text('errors.name_required').safeParse(12))).toBe('errors.name_required');
  });

  it('refuses tab and line breaks in a single line only', () => {
    for (const value of ['a\nb', 'a\rb', 'a\tb']) {
      expect(text().safeParse(value).success).toBe(true);
      expect(message(line().safeParse(value))).toBe('errors.field_invalid');
    }
    expect(line().parse('example.com')).toBe('example.com');
  });

  it('chains with the string checks of each field', () => {
    const name = text().trim().min(2, 'errors.name_required').max(5, 'errors.too_long');
    expect(name.parse('  Robin ')).toBe('Robin');
    expect(message(name.safeParse('Ro\u0000bin'))).toBe('errors.field_invalid');
  });
});
