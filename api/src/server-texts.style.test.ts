import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@app/shared/contract';
import { textStyleViolations } from '@app/shared/contract/text-style/index';
import { MAIL_TEMPLATES } from './modules/mail/mail-templates';
import { layout } from './modules/mail/templates/layout';
import { RECEIPT_LABELS } from './modules/mail/templates/receipt-labels';
import { PUSH_TEXTS } from './modules/push/push-texts';
import { SITE_TEXTS } from './seed/site-texts';

/** Every string of an object, with where it is: `[["subject", "…"], …]`. */
function stringsOf(value: object, prefix: string): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, child]): Array<[string, string]> => {
    if (typeof child === 'string') return [[`${prefix}.${key}`, child]];
    return child && typeof child === 'object' ? stringsOf(child as object, `${prefix}.${key}`) : [];
  });
}

function serverTexts(language: Language): Array<[string, string]> {
  return [
    ...Object.entries(MAIL_TEMPLATES).flatMap(([kind, template]) => stringsOf(template[language], `mail.${kind}`)),
    ...stringsOf(layout[language], 'mail.layout'),
    ...stringsOf(RECEIPT_LABELS[language], 'mail.receipt'),
    ...stringsOf(PUSH_TEXTS[language], 'push'),
    ...stringsOf(SITE_TEXTS[language], 'site'),
  ];
}

/** The server's own texts (mails, push notifications, the sites' texts) follow the style guides too. */
describe.each([...LANGUAGES])('server texts in %s', (language) => {
  it('follow the style rules of the language (docs/i18n)', () => {
    const problems = serverTexts(language).flatMap(([where, text]) =>
      textStyleViolations(language, text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
