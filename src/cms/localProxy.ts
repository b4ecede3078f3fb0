/**
 * The editor's local file proxy, which `npm run cms` and the editor's browser tests run: Decap's own (decap-server's
 * file-system middleware, which reads and saves the files of `repo`), with one answer of its own, the photo list.
 *
 * Decap asks the proxy for every photo of a record's photo folder each time a record opens, and decap-server answers
 * with each file whole, as base64 in one JSON reply: all of data/images/ (23 MB, 82 photos today, and more with every
 * upload) for each record staff open. Here the list holds the same files, under the same paths and ids, with a copy
 * at most PREVIEW_SIDE pixels on its longest side as the content: what the media library's thumbnails and the preview
 * pane show. Decap writes back only photos staff upload, never what the list held, and the site's build reads the
 * photos on disk, so nothing is lost; docs/editor.md ("The local proxy") has the figures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { registerLocalFs } from 'decap-server/dist/middlewares';
import { closeServer } from '../server/closeServer';
import { localOnly } from '../server/localGuard';

/** The longest side of a photo as the editor shows it: the width of the preview pane beside a laptop's form. */
export const PREVIEW_SIDE = 640;

/** What decap-server answers for a file, and what Decap's proxy backend reads. */
export interface MediaFile {
  id: string;
  name: string;
  /** Relative to the repository, with forward slashes. */
  path: string;
  content: string;
  encoding: 'base64';
}

/** Pages on this computer only, as decap-server allows (its CORS rule). */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const RESIZED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The content shown for a file, by the digest of its bytes: a copy of data/ (the editor's tests make one each) shares them. */
const shownByDigest = new Map<string, Promise<string>>();

/** The file's bytes, or a copy at most PREVIEW_SIDE long, upright (the copy has no EXIF to turn it), when that is smaller. */
async function shownContent(bytes: Buffer): Promise<string> {
  try {
    const image = sharp(bytes);
    const { format } = await image.metadata();
    if (format && RESIZED_FORMATS.has(format)) {
      const copy = await image
        .rotate()
        .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: 'inside', withoutEnlargement: true })
        .toFormat(format)
        .toBuffer();
      if (copy.length < bytes.length) return copy.toString('base64');
    }
  } catch {
    // Not an image sharp reads: given whole, as decap-server would.
  }
  return bytes.toString('base64');
}

/** A file as the editor is given it: the same id as decap-server's (the digest of the file), a smaller copy as content. */
async function previewOf(repo: string, file: string): Promise<MediaFile> {
  const bytes = await fs.promises.readFile(file);
  const id = crypto.createHash('sha256').update(bytes).digest('hex');
  if (!shownByDigest.has(id)) shownByDigest.set(id, shownContent(bytes));
  return {
    id,
    name: path.basename(file),
    path: path.relative(repo, file).split(path.sep).join('/'),
    content: await shownByDigest.get(id)!,
    encoding: 'base64',
  };
}

/**
 * The files directly in `folder` (relative to `repo`), as the editor's photo list, made once per version of each
 * file; or undefined for a folder outside the repository, which decap-server's own checks then turn away.
 */
function mediaList(repo: string) {
  const made = new Map<string, { stamp: string; file: Promise<MediaFile> }>();
  return async (folder: string): Promise<MediaFile[] | undefined> => {
    // Resolved as decap-server resolves it: the editor names the folder from the repository's root, without a leading "/".
    const dir = path.resolve(repo, folder);
    const inside = path.relative(repo, dir);
    if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return undefined;
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    return Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const file = path.join(dir, entry.name);
          const { mtimeMs, size } = await fs.promises.stat(file);
          const stamp = `${mtimeMs}:${size}`;
          let known = made.get(file);
          if (known?.stamp !== stamp) {
            known = { stamp, file: previewOf(repo, file) };
            made.set(file, known);
          }
          return known.file;
        }),
    );
  };
}

export interface LocalProxy {
  /** The API address the editor's config names (`local_backend`, `proxy_url`). */
  url: string;
  /** Settles once the photo list of `photoFolder` is made (at once without one); rejects if a photo could not be read. */
  photosReady: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the proxy over `repo` (the project, or a copy of it) on `host`:`port` (0 for any free port). With
 * `photoFolder` (the editor's `media_folder`), it makes that folder's photo list at once rather than when the editor
 * first asks for it: the first record staff open no longer waits for it (82 photos: about 5 s of a core).
 */
export async function startLocalProxy({
  repo,
  port = 0,
  host = '127.0.0.1',
  logLevel = 'info',
  photoFolder,
}: {
  repo: string;
  port?: number;
  host?: string;
  logLevel?: string;
  photoFolder?: string;
}): Promise<LocalProxy> {
  const root = fs.realpathSync(repo);
  const app = express();
  const list = mediaList(root);
  // A request for the list while it is being made waits for the same copies (mediaList keeps them by file).
  const photosReady = photoFolder ? list(photoFolder).then(() => undefined) : Promise.resolve();
  // It has no login: only this computer's pages may use it, the editor among them (src/server/localGuard.ts).
  app.use(localOnly('loopback'));
  app.post('/api/v1', express.json({ limit: '50mb' }), (req, res, next) => {
    if (req.body?.action !== 'getMedia' || typeof req.body.params?.mediaFolder !== 'string') return next();
    list(req.body.params.mediaFolder).then((files) => {
      if (!files) return next();
      const origin = req.get('origin');
      if (origin && LOOPBACK_ORIGIN.test(origin)) res.set({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
      res.json(files);
    }, next);
  });
  // decap-server takes the folder it saves into from the environment, when its routes are added.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await registerLocalFs(app, { logLevel });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  const server = await new Promise<http.Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).once('error', reject);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}/api/v1`,
    photosReady,
    close: () => closeServer(server),
  };
}
