/**
 * A lead as staff read it (src/leads/) stands on its own (issue 65): the CLI, the leads view and the server all read
 * it, so it imports nothing of the server (src/server/) or of the editor (src/cms/). Every import, export-from,
 * dynamic import and require of every file under src/leads/ is resolved and checked, type-only ones included: a type
 * that lives in the server is a reason for the view to reach into it.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const LEADS = path.join(ROOT, 'src/leads');
const FORBIDDEN = ['src/server', 'src/cms'];

const files = fs
  .readdirSync(LEADS, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Every module a file names: `import … from`, `export … from`, `import '…'`, `import('…')` and `require('…')`. */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]);

test('src/leads/ has files to check', () => {
  expect(files.length).toBeGreaterThan(5);
});

test('no file of src/leads/ imports from src/server/ or src/cms/', () => {
  const reaching = files.flatMap((file) =>
    specifiers(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.relative(ROOT, path.resolve(path.dirname(file), specifier)))
      .filter((target) => FORBIDDEN.some((folder) => target === folder || target.startsWith(`${folder}/`)))
      .map((target) => `${path.relative(ROOT, file)} → ${target}`),
  );
  expect(reaching).toEqual([]);
});
