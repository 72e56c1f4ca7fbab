import type { Language } from '@app/shared/contract';
import { escapeHtml, fillVariables } from './html-escape';
import { MAIL_TEMPLATES, type MailKind } from './mail-templates';
import { layout } from './templates/layout';

const PINK = '#c2185b';
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export interface MailContent {
  kind: MailKind;
  language: Language;
  /** Values of the template's {{variables}}; `site` is the site name. */
  values: Record<string, string>;
  /** Where the button leads. */
  link: string;
  unsubscribeUrl: string;
  /** The company line of the footer (name, address, city). */
  company: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The values as HTML: escaped, and a link in the text (a variable named `…_link`, such as the
 * receipt's withdrawal link) a real link, its address as its text; the plain text part keeps the bare
 * address, which mail programs make clickable themselves.
 */
function htmlValuesOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const safe = escapeHtml(value);
      const link = name.endsWith('_link') && /^https?:\/\//.test(value);
      return [name, link ? `<a href="${safe}" style="color:${PINK};word-break:break-all;">${safe}</a>` : safe];
    }),
  );
}

/** Subject, plain text and a simple, accessible HTML part (inline styles, one button, a footer). */
export function renderMail(content: MailContent): RenderedMail {
  const words = MAIL_TEMPLATES[content.kind][content.language];
  const common = layout[content.language];
  const plain = (text: string) => fillVariables(text, content.values);
  const htmlValues = htmlValuesOf(content.values);
  const html = (text: string) => fillVariables(text, htmlValues);
  const site = content.values.site ?? '';
  const subject = plain(words.subject);

  const text = [
    plain(words.text),
    `${plain(words.button)}:\n${content.link}`,
    plain(words.note),
    '-- ',
    `${content.company}\n${plain(common.reason)}\n${plain(common.unsubscribe)}: ${content.unsubscribeUrl}`,
  ].join('\n\n');

  const paragraph = (part: string) => `<p style="margin:0 0 16px;">${html(part).replace(/\n/g, '<br>')}</p>`;
  const link = escapeHtml(content.link);
  const body = `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fdf2f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf2f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 8px;${FONT}font-size:22px;font-weight:bold;color:${PINK};">${escapeHtml(site)}</td></tr>
<tr><td style="padding:8px 32px 24px;${FONT}font-size:16px;line-height:1.5;color:#212529;">
${words.text.split('\n\n').map(paragraph).join('\n')}
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:${PINK};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">${html(words.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#495057;">${html(common.fallback)}<br><a href="${link}" style="color:${PINK};word-break:break-all;">${link}</a></p>
${paragraph(words.note)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #f3d1df;${FONT}font-size:13px;line-height:1.5;color:#595f66;">
${escapeHtml(content.company)}<br>${html(common.reason)}<br>
<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${PINK};">${html(common.unsubscribe)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html: body };
}
