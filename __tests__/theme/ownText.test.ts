/**
 * @jest-environment node
 *
 * The text the site's own code writes into its pages (JSX text, strings, the CSS of its components) keeps to the
 * characters of the small font files (BASIC_TEXT). A character outside them is looked for in every face of the font
 * stack and then in the device's fonts on every layout that shows it, and drawn in whatever face turns up: marks are
 * drawn by `Icon` (src/components/ui/Icon.tsx) instead. Content from data/ may hold any character; it is not read here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BASIC_TEXT } from '../../src/theme/fontSubsets';

const root = path.resolve(__dirname, '../..');
/** What renders the public pages, with the texts of the forms and the site-wide style. */
const PAGE_CODE = ['src/components', 'src/sections', 'src/pages', 'src/templates', 'src/forms', 'src/theme', 'src/constants.ts'];
const allowed = new Set([...BASIC_TEXT, '\n', '\t']);

const sourceFiles = (entry: string): string[] =>
  (fs.statSync(entry).isDirectory() ? fs.readdirSync(entry, { recursive: true, encoding: 'utf8' }).map((name) => path.join(entry, name)) : [entry]).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );

/** Each character outside the small files in a file's JSX text, strings and templates (not its comments), with its line. */
function strayCharacters(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) {
      for (const character of node.text) {
        if (allowed.has(character)) continue;
        const offset = Math.max(0, node.getText(source).indexOf(character));
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source) + offset);
        const point = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        found.push(`${path.relative(root, file)}:${line + 1}: "${character}" (${point})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the pages’ own text uses only characters of the small font files', () => {
  const files = PAGE_CODE.flatMap((entry) => sourceFiles(path.join(root, entry)));
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap((file) => strayCharacters(file))).toEqual([]);
});

test('a mark written as a character is found, and a comment is not read', () => {
  const file = path.join(root, 'src/components/ui/Example.tsx');
  const code = ['// Learn more →', 'export const A = () => <span>Learn more →</span>;', "export const B = styled.li`content: '✓';`;"].join('\n');
  expect(strayCharacters(file, code)).toEqual(['src/components/ui/Example.tsx:2: "→" (U+2192)', 'src/components/ui/Example.tsx:3: "✓" (U+2713)']);
});
