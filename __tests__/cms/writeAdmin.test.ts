/**
 * @jest-environment node
 *
 * Decap's ready-built bundle on a fresh install (src/cms/writeAdmin.ts): it is
 * no npm dependency, so the first build fetches the pinned tarball and unpacks
 * it, even where nothing has made node_modules/.cache yet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECAP_BUNDLE, decapDist, sha384 } from '../../src/cms/writeAdmin';

test('a fresh install gets the pinned bundle from the registry’s tarball, checked, in node_modules/.cache', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-install-'));
  try {
    fs.mkdirSync(path.join(root, 'node_modules'));
    const dist = decapDist(root);
    expect(dist).toBe(path.join(root, 'node_modules/.cache', `decap-cms-${DECAP_BUNDLE.version}`, 'package/dist'));
    expect(sha384(fs.readFileSync(path.join(dist, DECAP_BUNDLE.file)))).toBe(DECAP_BUNDLE.sha384);
    // The second build finds it there.
    expect(decapDist(root)).toBe(dist);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}, 60_000);
