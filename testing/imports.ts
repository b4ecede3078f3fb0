/**
 * What a source file imports, for the tests that keep the folders apart (__tests__/leads/imports.test.ts,
 * __tests__/server/rooms.test.ts): every relative `import … from`, `export … from`, `import '…'`, `import('…')` and
 * `require('…')`, type-only ones included, resolved to a path from the repository's root.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** Every file of code under `dir` (TypeScript, JavaScript), as absolute paths. */
export const codeFilesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The paths (from the root, without extension where the import has none) of the modules `file` imports by a relative path. */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.[^'"]*)['"]/gm)].map((match) =>
    path.relative(ROOT, path.resolve(path.dirname(file), match[1])),
  );
}

/** Each import of a file under `dir` into one of `folders` (paths from the root), as "file → module". */
export function importsInto(dir: string, folders: string[]): string[] {
  return codeFilesUnder(path.join(ROOT, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`)))
      .map((target) => `${path.relative(ROOT, file)} → ${target}`),
  );
}
