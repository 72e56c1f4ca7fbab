import { DEFAULT_LANGUAGE, isLanguage } from '@app/shared/contract';
import { escapeHtml, fillVariables, layout } from '../mail';

/** The small page the unsubscribe link answers in a browser, in the member's (or visitor's) language. */
export function unsubscribePage(options: { language: string | null; site: string; ok: boolean; home: string }): string {
  const language = isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE;
  const words = layout[language];
  const text = (value: string) => fillVariables(value, { site: options.site }, true);
  const title = options.ok ? words.unsubscribedTitle : words.unsubscribeInvalid;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text(title)}</title></head>
<body style="margin:0;padding:32px 16px;background:#fdf2f6;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<main style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px 32px;">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#c2185b;">${escapeHtml(options.site)}</p>
<h1 style="font-size:20px;margin:0 0 16px;">${text(title)}</h1>
${options.ok ? `<p style="line-height:1.5;">${text(words.unsubscribedText)}</p>` : ''}
<p style="margin:24px 0 0;"><a href="${escapeHtml(options.home)}" style="display:inline-block;background:#c2185b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">${text(words.back)}</a></p>
</main>
</body>
</html>
`;
}
