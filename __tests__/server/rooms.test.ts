/**
 * The lead pipeline's server side stays in rooms a newcomer finds (issue 65): one module owns the lead store's layout
 * (src/server/store/keys.ts), so no other module of src/server/ types a key or a folder of the store; no file of
 * src/server/ or of the leads view (src/cms/leads/) is over 250 lines, past which a file holds two jobs (the data
 * files beside the code, the spam model and the site's copy, are JSON and are not counted); and the server reads
 * nothing of the editor's code, nor do the settings both read (src/settings/) of either.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, codeFilesUnder as filesUnder, importsInto } from '../../testing/imports';

const SERVER = path.join(ROOT, 'src/server');
const KEYS = path.join(SERVER, 'store/keys.ts');

/** The text with its comments blanked out (line breaks kept, so that a match's line is its line), strings kept. */
function withoutComments(text: string): string {
  let out = '';
  // What the scanner is in: code, a string of the quote it holds, or code inside a template's `${…}` (braces open).
  const stack: Array<{ in: 'code' | '"' | "'" | '`'; braces: number }> = [{ in: 'code', braces: 0 }];
  for (let i = 0; i < text.length; i += 1) {
    const top = stack[stack.length - 1];
    const c = text[i];
    if (top.in === 'code') {
      if (c === '/' && text[i + 1] === '/') {
        while (i < text.length && text[i] !== '\n') i += 1;
        out += '\n';
        continue;
      }
      if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        const comment = text.slice(i, end < 0 ? text.length : end + 2);
        out += comment.replace(/[^\n]/g, ' ');
        i += comment.length - 1;
        continue;
      }
      if (c === '"' || c === "'" || c === '`') stack.push({ in: c, braces: 0 });
      else if (c === '{') top.braces += 1;
      else if (c === '}') {
        if (top.braces === 0 && stack.length > 1) stack.pop();
        else top.braces -= 1;
      }
      out += c;
      continue;
    }
    out += c;
    if (c === '\\') {
      out += text[i + 1] ?? '';
      i += 1;
    } else if (c === top.in) stack.pop();
    else if (top.in === '`' && c === '$' && text[i + 1] === '{') {
      out += '{';
      i += 1;
      stack.push({ in: 'code', braces: 0 });
    }
  }
  return out;
}

/** The folder names of every family keys.ts declares: the first part of each key and folder it writes. */
const FAMILIES = [...new Set([...withoutComments(fs.readFileSync(KEYS, 'utf8')).matchAll(/['`]([a-z][a-z-]*)(?:\/|['`])/g)].map((match) => match[1]))];

const family = FAMILIES.map((name) => name.replace(/-/g, '\\-')).join('|');
/** Ways a module types a key or folder of the store itself. */
const TYPED_KEYS: Array<[string, RegExp]> = [
  ['a key or folder written out', new RegExp(`['"\`](?:${family})/`, 'g')],
  ['a store call given a string of its own', /\bstore\.(?:get|set|create|delete|list|folders|firstNames|getBytes|setBytes)\s*(?:<[^>()]*>)?\(\s*['"`]/g],
  ['a folder named in a constant', new RegExp(`\\b(?:const|let)\\s+\\w+\\s*(?::[^=]+)?=\\s*['"\`](?:${family})['"\`]`, 'g')],
  ['a folder named in a list', new RegExp(`[\\[,]\\s*['"\`](?:${family})['"\`]\\s*[,\\]]`, 'g')],
];

/** Where `file` types a key of the store, as `file:line: what (the line)`. */
function typedKeys(file: string): string[] {
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const lines = text.split('\n');
  return TYPED_KEYS.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path.relative(ROOT, file)}:${line}: ${what} (${lines[line - 1].trim()})`;
    }),
  );
}

test('keys.ts names the families the issue lists', () => {
  expect(FAMILIES).toEqual(
    expect.arrayContaining([
      'submission',
      'unsent',
      'claim',
      'attempt',
      'sent',
      'index',
      'followup',
      'photo',
      'removed',
      'removing',
      'rate',
      'proof',
      'secret',
      'spam-marks',
      'spam-models',
      'housekeeping',
    ]),
  );
});

test('the scan finds a key typed by hand', () => {
  const sample = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-')), 'sample.ts');
  fs.writeFileSync(
    sample,
    "// submission/<id> in a comment is fine\nconst FOLDER = 'housekeeping';\nawait store.get(`unsent/${id}`);\nstore.list('whatever');\n",
  );
  try {
    expect(typedKeys(sample).map((found) => found.replace(/ \(.*$/, '').replace(/^.*:(\d+): /, '$1: '))).toEqual([
      '3: a key or folder written out',
      '3: a store call given a string of its own',
      '4: a store call given a string of its own',
      '2: a folder named in a constant',
    ]);
  } finally {
    fs.rmSync(path.dirname(sample), { recursive: true });
  }
});

test('no module of src/server/ but store/keys.ts types a key or folder of the lead store', () => {
  const files = filesUnder(SERVER).filter((file) => file !== KEYS);
  expect(files.length).toBeGreaterThan(20);
  expect(files.flatMap(typedKeys)).toEqual([]);
});

test('no file of src/server/ or of the leads view (src/cms/leads/) is over 250 lines', () => {
  const files = [...filesUnder(SERVER), ...filesUnder(path.join(ROOT, 'src/cms/leads'))];
  const long = files
    .map((file) => [path.relative(ROOT, file), fs.readFileSync(file, 'utf8').split('\n').length - 1] as const)
    .filter(([, lines]) => lines > 250);
  expect(long).toEqual([]);
});

test('src/server/ imports nothing of the editor (src/cms/), and src/settings/ nothing of either', () => {
  expect([...importsInto('src/server', ['src/cms']), ...importsInto('src/settings', ['src/cms', 'src/server'])]).toEqual([]);
});
