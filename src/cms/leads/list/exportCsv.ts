/** The CSV export of the leads shown, with the columns of `npm run leads` (src/leads/rows.ts), as a download. */
import { leadRows, toCsv } from '../../../leads/rows';
import type { Lead } from '../../../leads/lead';
import type { Names } from '../context';

/** Downloads `leads` as `leads-<today>.csv`, their services and sources by the names staff gave them. */
export function downloadCsv(leads: readonly Lead[], { services, campaigns }: Names) {
  const blob = new Blob([toCsv(leadRows(leads, services, campaigns))], { type: 'text/csv;charset=utf-8' });
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob),
    download: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  link.click();
  URL.revokeObjectURL(link.href);
}
