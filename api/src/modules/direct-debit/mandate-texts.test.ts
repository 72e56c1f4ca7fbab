import { LANGUAGES } from '@app/shared/contract';
import { SEPA_REFUND_WEEKS } from '@app/shared/contract/direct-debit-constants';
import { textStyleViolations } from '@app/shared/contract/text-style/index';
import { describe, expect, it } from 'vitest';
import { MANDATE_REFERENCE_LINES, MANDATE_TEXTS, renderMandateText, renderSignedMandate } from './mandate-texts';

const texts = LANGUAGES.map(
  (language) => [language, MANDATE_TEXTS[language], MANDATE_REFERENCE_LINES[language]] as const,
);

describe('the SEPA mandate texts', () => {
  it.each(texts)('in %s follow the language’s style rules (docs/i18n)', (language, text, line) => {
    expect(textStyleViolations(language, text)).toEqual([]);
    expect(textStyleViolations(language, line)).toEqual([]);
  });

  it.each(texts)('in %s name the creditor twice and the refund period once', (_language, text, line) => {
    expect(text.match(/\{\{creditor\}\}/g)).toHaveLength(2);
    expect(text.match(/\{\{weeks\}\}/g)).toHaveLength(1);
    expect(text).not.toMatch(/\b8\b|\{\{(?!creditor|weeks)/);
    expect(line).toContain('{{reference}}');
    expect(line).toContain('{{creditor_id}}');
  });

  it.each([
    // The EPC wording's parts in each community's own terms: who authorises whom, the bank, the refund.
    [
      'da',
      [
        'bemyndiger du (A) {{creditor}} til at',
        'dit pengeinstitut',
        'ret til tilbagebetaling',
        'inden for {{weeks}} uger',
      ],
    ],
    [
      'fi',
      [
        'valtuutat (A) maksunsaajan {{creditor}}',
        '(B) pankkisi',
        'oikeus saada pankiltasi palautus',
        '{{weeks}} viikon kuluessa',
      ],
    ],
    [
      'nb',
      [
        'fullmaktsskjemaet',
        '(A) {{creditor}} fullmakt til',
        '(B) banken din fullmakt',
        'krav på tilbakebetaling',
        'innen {{weeks}} uker',
      ],
    ],
    [
      'pl',
      [
        '(A) wierzyciela {{creditor}}',
        'instrukcjami wierzyciela {{creditor}}',
        'prawo do zwrotu',
        'w ciągu {{weeks}} tygodni',
      ],
    ],
    [
      'sv',
      [
        'detta medgivande',
        '(A) {{creditor}} tillstånd att',
        '(B) din bank tillstånd att',
        'rätt till återbetalning',
        'inom {{weeks}} veckor',
      ],
    ],
  ] as const)('in %s keep the EPC mandate’s wording and terms', (language, parts) => {
    for (const part of parts) expect(MANDATE_TEXTS[language]).toContain(part);
  });

  it('names the creditor identifier with the Polish SEPA term', () => {
    expect(MANDATE_REFERENCE_LINES.pl).toContain('Identyfikator wierzyciela');
  });

  it('fills in the creditor and the weeks, whatever characters the name has', () => {
    expect(renderMandateText('en', 'A$&B')).toBe(
      'By signing this mandate form, you authorise (A) A$&B to send instructions to your bank to debit your account ' +
        'and (B) your bank to debit your account in accordance with the instructions from A$&B. As part of your ' +
        'rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with ' +
        `your bank. A refund must be claimed within ${SEPA_REFUND_WEEKS} weeks starting from the date on which your ` +
        'account was debited.',
    );
    expect(renderMandateText('de', 'Amorelle Media B.V.')).toMatch(
      /^Ich ermächtige Amorelle Media B\.V\., .* innerhalb von 8 Wochen, /,
    );
  });

  it.each(LANGUAGES)('in %s ends no sentence with two full stops when the name ends with one (B.V.)', (language) => {
    const text = renderMandateText(language, 'Amorelle Media B.V.');
    expect(text).not.toMatch(/\.\./);
    expect(text).toContain('Amorelle Media B.V.');
  });

  it('signs the text with the reference and the creditor identifier on a line of their own', () => {
    const signed = renderSignedMandate('nl', {
      creditorName: 'Amorelle Media B.V.',
      reference: 'AML-7-ABCDEFGH',
      creditorId: 'NL32ZZZ876543210000',
    });
    expect(signed.split('\n')).toEqual([
      renderMandateText('nl', 'Amorelle Media B.V.'),
      'Machtigingskenmerk: AML-7-ABCDEFGH. Incassant-ID: NL32ZZZ876543210000.',
    ]);
  });
});
