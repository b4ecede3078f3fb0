import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_TARGETS, deployTarget } from '../../src/build/deployTarget';

// DEPLOY_TARGET means the same to the build as to the publishing workflow (.github/workflows/publish.yml).
test('the build takes the values the publishing workflow takes', () => {
  const workflow = fs.readFileSync(path.join(__dirname, '../../.github/workflows/publish.yml'), 'utf8');
  const named = [...workflow.matchAll(/vars\.DEPLOY_TARGET == '(\w+)'/g)].map((match: RegExpMatchArray) => match[1]);
  expect([...new Set(named)].sort()).toEqual([...DEPLOY_TARGETS].sort());
  for (const target of DEPLOY_TARGETS) expect(deployTarget({ DEPLOY_TARGET: target }).target).toBe(target);
});

test('without DEPLOY_TARGET a build on Netlify is for Netlify and any other is for a server', () => {
  expect(deployTarget({ NETLIFY: 'true' }).target).toBe('netlify');
  expect(deployTarget({}).target).toBe('server');
});

test('an unknown value stops the build, naming the values there are', () => {
  expect(() => deployTarget({ DEPLOY_TARGET: 'node' })).toThrow(
    'DEPLOY_TARGET is "node", which is not a deploy target of this site. Use one of: server, netlify.',
  );
});
