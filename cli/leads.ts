/**
 * Lists the leads the site has stored, newest last: a table in the
 * terminal, or CSV for a spreadsheet, with the columns of the leads view in
 * the editor (src/leads/rows.ts). Reads the same store as the site
 * (SUBMISSIONS_DIR on a server of the company's own; on Netlify, the site's
 * Blobs store with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN: docs/forms.md).
 *
 *   npm run leads                       every lead, as a table
 *   npm run leads -- --since 7d         the last 7 days (also 24h, or a date: 2026-11-01)
 *   npm run leads -- --csv > leads.csv  for a spreadsheet
 */
import { parseArgs } from 'node:util';
import { COLUMNS, leadRows, toCsv } from '../src/leads/rows';
import { campaignNames } from '../src/leads/campaignNames';
import { serviceNames } from '../src/leads/serviceNames';
import { storeSettings } from '../src/server/settings';
import { openLedger, readLeads } from '../src/server/store/ledger';

/** "7d", "24h" or a date, as the earliest time to list; throws with the forms it takes. */
export function sinceTime(value: string, now = Date.now()): number {
  const relative = value.match(/^(\d+)([dh])$/);
  if (relative) return now - Number(relative[1]) * (relative[2] === 'd' ? 86_400_000 : 3_600_000);
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(date)) throw new Error(`--since takes a number of days or hours (7d, 24h) or a date (2026-11-01), not "${value}".`);
  return date;
}

/**
 * A cell as a terminal may show it: control characters (a lone CR, which returns to the line's start; ESC, which
 * begins a terminal's commands), line separators and the marks that reverse a line's direction are shown as spaces,
 * so that what a visitor wrote cannot rewrite the table around it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const shown = (cell: string) => cell.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ');

export function toTable(rows: string[][]): string {
  const all = [[...COLUMNS], ...rows].map((row) => row.map((cell) => shown(cell)).map((cell) => (cell.length > 48 ? `${cell.slice(0, 47)}…` : cell)));
  const widths = COLUMNS.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(all[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...all.slice(1).map(line)].join('\n');
}

async function main() {
  const { values } = parseArgs({ options: { csv: { type: 'boolean' }, since: { type: 'string' } } });
  const since = values.since ? sinceTime(values.since) : undefined;
  const store = await openLedger(storeSettings());
  const leads = (await readLeads(store)).filter((lead) => since === undefined || Date.parse(lead.receivedAt) >= since);
  const rows = leadRows(leads, serviceNames(), campaignNames());
  if (values.csv) {
    process.stdout.write(toCsv(rows));
    return;
  }
  const unsent = leads.filter((lead) => !lead.mailed).length;
  console.log(leads.length ? toTable(rows) : 'No leads stored yet.');
  console.log(`\n${leads.length} lead(s)${values.since ? ` since ${values.since}` : ''} in ${store.description}; ${unsent} not mailed yet.`);
  if (unsent) console.log('`npm run send-unsent` mails those once mail works (docs/forms.md).');
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
