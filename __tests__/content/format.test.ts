/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatDataFiles, unformattedFiles } from '../../src/content/format';
import { REAL_DATA, makeDataFixture } from './fixture';

describe('the data files are written one way', () => {
  it('holds for every file in data/ (else run `npm run format:data`)', () => {
    expect(unformattedFiles(REAL_DATA)).toEqual([]);
  });

  it('finds a hand-edited file and rewrites it with the same keys in the same order', () => {
    const fixture = makeDataFixture();
    try {
      const file = path.join(fixture.dataDir, 'faq.json');
      const original = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, JSON.stringify(JSON.parse(original), null, 4));
      expect(unformattedFiles(fixture.dataDir)).toEqual(['faq.json']);
      expect(formatDataFiles(fixture.dataDir)).toEqual(['faq.json']);
      expect(fs.readFileSync(file, 'utf8')).toBe(original);
      expect(unformattedFiles(fixture.dataDir)).toEqual([]);
    } finally {
      fixture.cleanup();
    }
  });
});
