/**
 * Writes every file in data/ the one canonical way (2-space JSON and a final
 * newline, as the content editor writes), changing no value. `npm run format:data`
 */
import path from 'node:path';
import { formatDataFiles } from '../src/content/format';

const files = formatDataFiles(path.resolve(__dirname, '../data'));
console.log(
  files.length
    ? `Formatted ${files.length} file${files.length === 1 ? '' : 's'}: ${files.map((f) => `data/${f}`).join(', ')}`
    : 'Every file in data/ is already formatted.',
);
