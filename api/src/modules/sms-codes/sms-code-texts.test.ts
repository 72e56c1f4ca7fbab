import { LANGUAGES } from '@app/shared/contract';
import { SMS_CODE_VALID_MINUTES } from '@app/shared/contract/sms-code-constants';
import { textStyleViolations } from '@app/shared/contract/text-style/index';
import { describe, expect, it } from 'vitest';
import { renderSmsCodeText, SMS_CODE_TEXTS } from './sms-code-texts';
import { SMS_CODE_PURPOSES } from './sms-code.table';

const texts = SMS_CODE_PURPOSES.flatMap((purpose) =>
  LANGUAGES.map((language) => [purpose, language, SMS_CODE_TEXTS[purpose][language]] as const),
);

describe('the SMS texts of the one-time codes', () => {
  it.each(texts)('%s in %s follows the language’s style rules (docs/i18n)', (_purpose, language, text) => {
    expect(textStyleViolations(language, text)).toEqual([]);
  });

  it.each(texts)('%s in %s names the code first, the site and the validity', (_purpose, _language, text) => {
    expect(text.startsWith('{{code}} ')).toBe(true);
    expect(text).toContain('{{site}}');
    expect(text).toMatch(new RegExp(`\\b${SMS_CODE_VALID_MINUTES} `));
    // One SMS even with a long site name (70 characters, the UCS-2 size of one SMS, is too tight).
    expect(text.length).toBeLessThanOrEqual(160 - 20);
    expect(text).not.toMatch(/[:’'"«»]/);
  });

  it('fills in the code and the site, whatever characters the name has', () => {
    expect(renderSmsCodeText('direct_debit_mandate', 'en', '004711', 'A$&B')).toBe(
      '004711 is your code to confirm the direct debit mandate at A$&B. It is valid for 10 minutes. Never share it with anyone.',
    );
  });
});
