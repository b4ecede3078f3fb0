import { z } from 'zod';
import { list, record, text } from './fieldBuilders';

/**
 * A campaign's source as its link names it: the word after `utm_source=`. The leads view reads a lead's source in
 * lower case, so that is how it is written here.
 */
const sourceKey = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9_-]{1,60}$/)
    .meta({ description, expected: 'a source word of lowercase letters, digits, - or _ only, such as "truck" (no spaces or capitals)' });

export const leadSources = record(
  'LeadSourceNames',
  "What the leads view, its CSV and npm run leads call the sources of the company's own links and QR codes (utm_source=…). Search engines, social sites and direct visits are named by the site itself.",
  {
    campaigns: list(
      record('CampaignSourceName', 'The name staff read for one source word of a link.', {
        source: sourceKey(
          'The word after utm_source= in the link or QR code, such as truck for /?utm_source=truck. Lowercase letters, digits, - or _ only; each word once.',
        ),
        name: text('What staff read for it in the leads view, such as "Truck QR code".'),
      }),
      'Your links and QR codes, one line each. A source word not listed here is shown as it is written in the link.',
    ),
  },
);

export type LeadSourceNames = z.infer<typeof leadSources>;
