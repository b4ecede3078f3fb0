/**
 * The site's own copy, as the spam score meets it (issue 64): anyone can copy the words of this site's pages,
 * services, testimonials and FAQs (every JSON file under data/) into a form, so what a lead shares with them tells
 * nothing about who sent it. The score leaves out every word of a lead that stands beside the same neighbour in the site's copy
 * ("sand and", "and sandspurs"), before it reads the words (tokens.ts): a pitch padded with page copy is read as the
 * pitch, a customer who quotes a page is read by the rest of what they wrote, and staff's Spam marks of padded pitches
 * cannot teach that the site's own words are spam.
 *
 * The pairs come from siteCopy.json, which every build writes from data/ before it compiles the form functions (and
 * `npm run spam:train` and the Jest run write too: siteCopyFile.ts), so a function carries the copy it was built with.
 * The file is made, never committed: a staff edit of a page changes it with the next build and nothing else. Where
 * no build has made it yet (a fresh checkout running a command of cli/), the pairs are read from data/ directly.
 */

import { type SiteCopyFile, siteCopyFile } from './siteCopyWords';

export { plainWords } from './siteCopyWords';

/** The file the build wrote; else, in a checkout no build has run in, the copy of data/ read now. */
function loadedPairs(): string[] {
  try {
    // A require, not an import, so that a checkout without the file still runs: webpack bundles the file the build wrote.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    return (require('./siteCopy.json') as SiteCopyFile).pairs;
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node only, and only without the built file
    const { readSiteCopy } = require('./siteCopyFile') as typeof import('./siteCopyFile');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    const { join } = require('path') as typeof import('path');
    return siteCopyFile(readSiteCopy(join(__dirname, '..', '..', '..', 'data'))).pairs;
  }
}

/** The pairs of the copy this build carries. */
export const SITE_PAIRS: ReadonlySet<string> = new Set(loadedPairs());
