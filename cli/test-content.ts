/**
 * The content lane's checks (src/build/publishLane.ts): what a change to
 * data/ alone can break, in the order that fails fastest. The content check
 * names the file, record and field; then a production build; then the
 * browser checks of the built pages tagged @content (valid HTML, links and
 * assets, sitemap and canonical addresses, structured data, axe on every
 * route at phone and desktop width, no sideways scroll at 320 px). Prints
 * each step's time; stops at the first that fails.
 *
 *   npm run test:content
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export const STEPS = [
  { name: 'content check', command: ['npm', 'run', '--silent', 'check-content'] },
  { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'checks of the built pages', command: ['npx', 'playwright', 'test', '--grep', '@content', '--project=desktop', '--project=mobile'] },
] as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function main() {
  const times: string[] = [];
  const started = Date.now();
  for (const step of STEPS) {
    console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
    const stepStarted = Date.now();
    const result = spawnSync(step.command[0], step.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    times.push(`  ${step.name.padEnd(28)} ${seconds(Date.now() - stepStarted)}`);
    if (result.status !== 0) {
      console.error(`\n✗ The content lane stopped at "${step.name}" (exit ${result.status}); nothing was published.\n${times.join('\n')}`);
      process.exit(result.status || 1);
    }
  }
  console.log(`\n✓ Content lane passed in ${seconds(Date.now() - started)}:\n${times.join('\n')}`);
}

if (require.main === module) main();
