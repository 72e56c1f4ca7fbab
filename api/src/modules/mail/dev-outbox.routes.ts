import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { escapeHtml } from './html-escape';
import { devOutboxOverview, findDevOutboxRecord } from './dev-outbox.service';

const LIMIT = 100;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#212529}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}a{color:#c2185b}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8f9fa;padding:12px}.scroll{overflow-x:auto}iframe{width:100%;height:640px;border:1px solid #ddd}</style>
</head><body>${body}</body></html>`;

const when = (value: Date | string | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '';

function status(row: { sent_at: Date | null; error: string | null }): string {
  if (row.error) return `failed: ${escapeHtml(row.error)}`;
  return row.sent_at ? `sent ${when(row.sent_at)}` : 'outbox only';
}

/**
 * Development pages (never in production): the newest mails and SMS at /dev/outbox, one mail at
 * /dev/outbox/:id with its HTML part (in a sandboxed frame) and its text part.
 */
export function devOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (_request, reply) => {
    const { mails, sms } = await devOutboxOverview(db, LIMIT);
    const mailRows = mails
      .map(
        (row) =>
          `<tr><td>${when(row.created_at)}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.kind)}</td>` +
          `<td>${escapeHtml(row.language)}</td><td><a href="/dev/outbox/${row.id}">${escapeHtml(row.subject ?? '')}</a></td>` +
          `<td>${status(row)}</td></tr>`,
      )
      .join('\n');
    const smsRows = sms
      .map(
        (row) =>
          `<tr><td>${when(row.created_at)}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.kind)}</td>` +
          `<td>${escapeHtml(row.language)}</td><td><a href="/dev/outbox/sms/${row.id}">read</a></td></tr>`,
      )
      .join('\n');
    const head = '<tr><th>Created</th><th>To</th><th>Kind</th><th>Language</th>';
    const body =
      `<h1>Outbox</h1><p>The newest ${LIMIT} mails and SMS (development only).</p>` +
      `<h2>Mail</h2><div class="scroll"><table>${head}<th>Subject</th><th>Status</th></tr>${mailRows}</table></div>` +
      `<h2>SMS</h2><div class="scroll"><table>${head}<th>Text</th></tr>${smsRows}</table></div>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Outbox', body));
  });

  app.get('/dev/outbox/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const mail = Number.isSafeInteger(id) ? await findDevOutboxRecord(db, 'mail', id) : undefined;
    if (!mail)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such mail</h1>'));
    const body =
      `<p><a href="/dev/outbox">Outbox</a></p><h1>${escapeHtml(mail.subject ?? '')}</h1>` +
      `<p>To ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.language)} · ${status(mail)}</p>` +
      `<h2>HTML</h2><iframe title="HTML part" sandbox srcdoc="${escapeHtml(mail.html_body ?? '')}"></iframe>` +
      `<h2>Text</h2><pre>${escapeHtml(mail.text_body)}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(mail.subject ?? 'Mail', body));
  });

  app.get('/dev/outbox/sms/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const sms = Number.isSafeInteger(id) ? await findDevOutboxRecord(db, 'sms', id) : undefined;
    if (!sms) return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such SMS</h1>'));
    const body =
      `<p><a href="/dev/outbox">Outbox</a></p><h1>SMS to ${escapeHtml(sms.recipient)}</h1>` +
      `<p>${escapeHtml(sms.kind)} · ${escapeHtml(sms.language)}</p><pre>${escapeHtml(sms.text_body)}</pre>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('SMS', body));
  });
}
