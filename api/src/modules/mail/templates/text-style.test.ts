import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/contract';
import { textStyleViolations } from '@app/shared/contract/text-style/index';
import { MAIL_TEMPLATES } from '../mail-templates';
import { layout } from './layout';
import { RECEIPT_LABELS } from './receipt-labels';

/** The mails follow each language's style guide too (docs/i18n/<lang>.md), as the pages do. */
describe.each([...LANGUAGES])('mails in %s', (language) => {
  it('follow the style rules of the language', () => {
    const texts: Array<[string, string]> = [
      ...Object.entries(MAIL_TEMPLATES).flatMap(([kind, template]) =>
        Object.entries(template[language]).map(([part, text]) => [`${kind}.${part}`, text] as [string, string]),
      ),
      ...Object.entries(layout[language]).map(([part, text]) => [`layout.${part}`, text] as [string, string]),
      ...Object.entries(RECEIPT_LABELS[language]).flatMap(([part, text]) =>
        typeof text === 'string' ? [[`receipt.${part}`, text] as [string, string]] : [],
      ),
    ];
    const problems = texts.flatMap(([where, text]) =>
      textStyleViolations(language, text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
