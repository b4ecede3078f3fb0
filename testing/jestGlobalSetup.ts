/**
 * Before any Jest test: the pairs of the site's copy that the spam score leaves out (src/server/spam/siteCopy.json),
 * written from data/ as it is now, as every build writes them, so that the tests score with the copy they read.
 */
import path from 'node:path';
import { writeSiteCopy } from '../src/server/spam/siteCopyFile';

export default function globalSetup() {
  writeSiteCopy(path.resolve(__dirname, '..'));
}
