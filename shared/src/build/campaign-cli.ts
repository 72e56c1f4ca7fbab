import type { CampaignEntry } from '../contract/registry';
import { listCampaigns, setCampaign, unsetCampaign, type CampaignRow } from './campaigns';

/** How a campaign entry reads in a message. */
function describe(entry: CampaignEntry | undefined): string {
  if (entry === undefined) return 'the live release of the remote that owns the lander';
  if (typeof entry === 'string') return `the live release of ${entry}`;
  return `${entry.package}@${entry.version}`;
}

/** A date as `2026-11-27 11:40 UTC`. */
function shortDate(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-';
}

/** The campaign map as a table. */
export function formatCampaigns(rows: CampaignRow[]): string {
  if (rows.length === 0) return 'no campaigns: every lander is shown by the live release of the remote that owns it';
  const table = [
    ['campaign', 'remote', 'version', 'published', 'set'],
    ...rows.map((row) => [
      row.campaign,
      row.remote,
      row.followsCurrent ? `${row.version ?? '(not live)'} (live release)` : (row.version ?? '-'),
      shortDate(row.publishedAt),
      shortDate(row.setAt),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  return table
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `campaign set|unset|list`, as `pnpm campaign ...` runs it. */
export async function campaignCommand(site: string, args: string[], usage: string): Promise<void> {
  const [action, key, release] = args;
  switch (action) {
    case 'set': {
      const done = await setCampaign(site, key, release);
      console.log(`${done.campaign} is now shown by ${done.pkg}@${done.version} (was: ${describe(done.before)})`);
      return console.log(`visitors see it on their next page load; undo with: pnpm campaign unset ${done.campaign}`);
    }
    case 'unset': {
      const done = await unsetCampaign(site, key);
      if (done.before === undefined)
        return console.log(`${done.campaign} had no campaign release; it is shown by ${describe(undefined)}`);
      return console.log(`${done.campaign} is shown by ${describe(undefined)} again (was: ${describe(done.before)})`);
    }
    case 'list':
      return console.log(formatCampaigns(await listCampaigns(site)));
    default:
      throw new Error(`campaign: set, unset or list\n${usage}`);
  }
}
