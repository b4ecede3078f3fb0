/**
 * The photos of a quote as its form arrives (forms/handler.ts), kept before the lead is, under the id the lead will
 * have: a lead that is acknowledged has its photos.
 */
import type { GatsbyFunctionRequest } from 'gatsby';
import { META_FIELDS } from '../../forms/fields';
import { MAX_PHOTOS, type NamedPhoto, photoName } from '../../forms/photos';
import type { FieldError } from '../../forms/rules';
import type { KeyValueStore } from '../store/keyValueStore';
import { keys } from '../store/keys';
import type { SubmissionExtras } from '../store/ledger';
import { decodeInTurn } from './decodeInTurn';
import { keepPhoto, photosOfSend } from './kept';
import { postedFiles, preparePhoto } from './prepare';

/**
 * The photos of a quote: without scripts, the files posted with it, each checked and kept now, one decode at a time
 * (one that cannot be kept turns the form down, naming it, and nothing of the send is kept); with scripts, those sent
 * ahead that the send names, and the names of those that did not arrive. Either way every other photo kept under the
 * lead goes, also when the send names none. A send repeated (the same request id) finds its lead stored and touches
 * nothing: its photos stay as the first send left them.
 */
export async function photosOfQuote(
  store: KeyValueStore,
  id: string,
  req: GatsbyFunctionRequest,
  named: NamedPhoto[],
): Promise<{ ok: true; extras: SubmissionExtras } | { ok: false; errors: FieldError[] }> {
  if (await store.get(keys.submission(id))) return { ok: true, extras: {} };
  const files = postedFiles(req, META_FIELDS.photos);
  if (files.length === 0) {
    const { photos, missing } = await photosOfSend(store, id, named);
    return { ok: true, extras: { photos, photosMissing: missing } };
  }
  const refuse = (message: string) => ({ ok: false as const, errors: [{ field: META_FIELDS.photos, message }] });
  if (files.length > MAX_PHOTOS) return refuse(`Send at most ${MAX_PHOTOS} photos; ${files.length} were chosen.`);
  const prepared = [];
  for (const [index, file] of files.entries()) {
    const name = photoName(file.originalname, index + 1);
    prepared.push({ name, result: await decodeInTurn(() => preparePhoto(file.buffer, name)) });
  }
  const refused = prepared.flatMap(({ result }) => (result.ok ? [] : [result.message]));
  if (refused.length) return refuse(refused.join(' '));
  for (const [index, { name, result }] of prepared.entries()) if (result.ok) await keepPhoto(store, id, index + 1, name, result);
  const { photos } = await photosOfSend(
    store,
    id,
    prepared.map(({ name }, index) => ({ slot: index + 1, name })),
  );
  return { ok: true, extras: { photos } };
}
