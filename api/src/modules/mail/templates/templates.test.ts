import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/contract';
import { MAIL_TEMPLATES } from '../mail-templates';
import { renderMail } from '../render-mail';
import { layout } from './layout';

const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
const allText = (words: object) => Object.values(words).join('\n');

describe('mail templates', () => {
  for (const [kind, template] of Object.entries(MAIL_TEMPLATES)) {
    it(`${kind}: every language, non-empty, with the variables of en`, () => {
      expect(Object.keys(template).sort()).toEqual([...LANGUAGES].sort());
      const wanted = variables(allText(template.en));
      expect(wanted).toContain('site');
      for (const language of LANGUAGES) {
        const words = template[language];
        for (const part of ['subject', 'text', 'button', 'note'] as const) {
          expect(words[part].trim(), `${kind}.${language}.${part}`).not.toBe('');
        }
        expect(variables(allText(words)), `${kind}.${language}`).toEqual(wanted);
      }
    });
  }

  it('layout: every language, non-empty, with the variables of en', () => {
    expect(Object.keys(layout).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      for (const [part, text] of Object.entries(layout[language])) {
        expect(text.trim(), `${language}.${part}`).not.toBe('');
        expect(variables(text), `${language}.${part}`).toEqual(variables(layout.en[part as keyof typeof layout.en]));
      }
    }
  });

  it('renders text and HTML with the values, escaped in HTML', () => {
    const mail = renderMail({
      kind: 'mail_change',
      language: 'de',
      values: { name: 'Ann <b>', site: 'Flirt & Co', new_email: 'new@example.com' },
      link: 'https://example.com/api/mail-change-do.php?token=abc&x=1',
      unsubscribeUrl: 'https://example.com/api/unsubscribe.php?token=def',
      company: 'Company BV, Street 1, Amsterdam',
    });
    expect(mail.subject).toBe('Bestätige deine neue E-Mail-Adresse bei Flirt & Co');
    expect(mail.text).toContain('Hallo Ann <b>,');
    expect(mail.text).toContain('https://example.com/api/mail-change-do.php?token=abc&x=1');
    expect(mail.text).toContain('https://example.com/api/unsubscribe.php?token=def');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Ann &lt;b&gt;');
    expect(mail.html).not.toContain('Ann <b>');
    expect(mail.html).toContain('href="https://example.com/api/mail-change-do.php?token=abc&amp;x=1"');
    expect(mail.html).toContain('#c2185b');
    expect(mail.html).toContain('Company BV, Street 1, Amsterdam');
    expect(mail.html).not.toMatch(/\{\{/);
  });

  it('makes the receipt’s withdrawal link a real link in HTML, and keeps it readable in the text', () => {
    const withdraw = 'https://example.com/AbCdEfGhIjKlMnOpQrStUvWx?x=1&y=2';
    const mail = renderMail({
      kind: 'receipt',
      language: 'en',
      values: {
        name: 'Ann',
        site: 'Flirt & Co',
        credits: '50',
        details: 'Order number: A-000042',
        refund_days: '14',
        number: 'A-000042',
        withdraw_link: withdraw,
      },
      link: 'https://example.com/transactions/42',
      unsubscribeUrl: 'https://example.com/api/unsubscribe.php?token=def',
      company: 'Company BV, Street 1, Amsterdam',
    });
    expect(mail.text).toContain(`Withdraw from contract here: ${withdraw}`);
    const href = withdraw.replace('&', '&amp;');
    expect(mail.html).toContain(
      `Withdraw from contract here: <a href="${href}" style="color:#c2185b;word-break:break-all;">${href}</a>`,
    );
    expect(mail.html).not.toContain(withdraw);
  });
});
