import { escapeHtml } from '../mail';
import type { devAffiliatesOverview, DevConversion } from './dev-affiliates.service';
import { postbackAmount } from './postback-url';

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Affiliates</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#212529}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}.scroll{overflow-x:auto}
code{overflow-wrap:anywhere}.paused{color:#b00020;font-weight:600}form{display:inline}</style>
</head><body>${body}</body></html>`;

const when = (value: Date | string | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '';
const text = (value: string | number | null) => escapeHtml(value === null ? '' : String(value));

function postbackState(row: DevConversion): string {
  if (row.postback_id === null) return 'no postback configured';
  if (row.status === 'sent') return `sent ${when(row.sent_at)}`;
  if (row.status === 'failed') return 'failed';
  if (row.paused_at) return '<span class="paused">waiting: network paused</span>';
  return 'pending';
}

const ADD_NETWORK_FORM =
  '<h3>Add a network or change its postback</h3><form method="post" action="/dev/affiliates/networks">' +
  '<label>Name (the <code>network</code> of a landing) <input name="name" required maxlength="255"></label> ' +
  '<label>Postback URL <input name="postback_url" required size="60" ' +
  'placeholder="https://network.example/pb?click={ref}&amp;id={conversion_id}&amp;event={event}"></label> ' +
  '<button type="submit">Save</button></form>';

type Overview = Awaited<ReturnType<typeof devAffiliatesOverview>>;

/** The development page of the affiliates (`/dev/affiliates`): networks, the newest `limit` conversions and landings. */
export function devAffiliatesPage({ networks, conversions, landings }: Overview, limit: number): string {
  const networkRows = networks
    .map((row) => {
      const state = row.paused_at
        ? `<span class="paused">paused</span> since ${when(row.paused_at)} ` +
          `<form method="post" action="/dev/affiliates/${row.id}/unpause"><button type="submit">Unpause</button></form>`
        : 'active';
      return (
        `<tr><td>${text(row.name)}</td><td><code>${text(row.postback_url)}</code></td><td>${state}</td>` +
        `<td>${row.consecutive_failures}</td><td>${row.pending} / ${row.sent} / ${row.failed}</td></tr>`
      );
    })
    .join('\n');
  const conversionRows = conversions
    .map((row) => {
      const amount =
        row.amount !== null && row.currency ? `${postbackAmount(row.amount, row.currency)} ${row.currency}` : '';
      return (
        `<tr><td>${when(row.created_at)}</td><td>${text(row.network)}</td><td>${text(row.event)}</td>` +
        `<td>${text(row.public_id)}</td><td>${text(row.ref)}</td><td>${text(row.user_id)}</td><td>${text(amount)}</td>` +
        `<td>${postbackState(row)}</td><td>${text(row.last_status)}</td><td>${text(row.attempts)}</td>` +
        `<td>${text(row.last_error)}</td><td>${row.status === 'pending' ? when(row.next_attempt_at) : ''}</td>` +
        `<td><code>${text(row.url)}</code></td></tr>`
      );
    })
    .join('\n');
  const landingRows = landings
    .map(
      (row) =>
        `<tr><td>${when(row.created_at)}</td><td>${text(row.network)}</td><td>${text(row.ref)}</td>` +
        `<td>${text(row.sub1)}</td><td>${text(row.sub2)}</td><td>${text(row.sub3)}</td>` +
        `<td>${text(row.traffic_source)}</td><td><code>${text(row.landing_path)}</code></td><td>${text(row.user_id)}</td></tr>`,
    )
    .join('\n');
  const body =
    '<h1>Affiliates</h1><p>Networks and the postbacks of the newest conversions (development only).</p>' +
    '<h2>Networks</h2><div class="scroll"><table><tr><th>Name</th><th>Postback URL</th><th>State</th>' +
    `<th>Failures in a row</th><th>Pending / sent / failed</th></tr>${networkRows}</table></div>` +
    ADD_NETWORK_FORM +
    `<h2>Conversions</h2><p>The newest ${limit}.</p><div class="scroll"><table><tr><th>Created</th><th>Network</th>` +
    '<th>Event</th><th>Conversion id</th><th>Ref</th><th>Member</th><th>Amount</th><th>Postback</th>' +
    '<th>Answer</th><th>Attempts</th><th>Last error</th><th>Next try</th><th>URL</th></tr>' +
    `${conversionRows}</table></div>` +
    `<h2>Landings</h2><p>The newest ${limit} tracking records, with the member each became.</p>` +
    '<div class="scroll"><table><tr><th>Landed</th><th>Network</th><th>Ref</th><th>Sub1</th><th>Sub2</th>' +
    '<th>Sub3</th><th>Traffic source</th><th>Path</th><th>Member</th></tr>' +
    `${landingRows}</table></div>`;
  return page(body);
}

/** A page of the development page's kind saying `message` (a heading, escaped). */
export function devAffiliatesMessage(message: string): string {
  return page(`<h1>${escapeHtml(message)}</h1>`);
}
