/**
 * Staff edit the site on a laptop: `npm run cms`, then open
 * http://localhost:8000/admin/ (the editor) and http://localhost:8000/ (the
 * site, which shows each save as soon as it is made).
 *
 * Starts two things and stops both together:
 *   - the editor's local file proxy (src/cms/localProxy.ts: Decap's own,
 *     from decap-server), which saves the editor's changes straight into
 *     data/ on this computer. It has no login, so it listens on 127.0.0.1
 *     only: nothing outside this computer can reach it.
 *   - the development server (`gatsby develop`), which serves the site and
 *     the editor, and rebuilds a page when a file in data/ changes. Its
 *     leads view (http://localhost:8000/admin/leads/) lists the leads this
 *     computer's own form API stored, with no login.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_PROXY_PORT } from '../src/settings/editorBackend';
import { IMAGES } from '../src/cms/editorConfig';
import { startLocalProxy } from '../src/cms/localProxy';

const root = path.resolve(__dirname, '..');

async function main() {
  const proxy = await startLocalProxy({ repo: root, port: LOCAL_PROXY_PORT, photoFolder: IMAGES });
  // A photo it could not read now is read again when the editor asks, and its error shown there.
  proxy.photosReady.catch(() => undefined);
  // The leads view (/admin/leads/) reads this computer's own store without a login, for requests from this computer only.
  const develop = spawn(process.execPath, [path.join(root, 'src/build/runGatsby.mjs'), 'develop', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LEADS_WITHOUT_LOGIN: 'loopback' },
  });

  console.log(
    '\nContent editor: http://localhost:8000/admin/, leads: http://localhost:8000/admin/leads/ (once the development server says it is ready). Press Ctrl+C to stop.\n',
  );

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    if (develop.exitCode === null) develop.kill('SIGTERM');
    process.exitCode = code;
    void proxy.close();
  };
  develop.on('exit', (code) => stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
}

main().catch((error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? `port ${LOCAL_PROXY_PORT} is in use (is \`npm run cms\` running already?)` : error.message;
  console.error(`The editor's local proxy could not start: ${why}`);
  process.exit(1);
});
