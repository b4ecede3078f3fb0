/**
 * The quote's photos in the browser: each file the visitor picks is made web-sized on the device (src/forms/webSized.ts,
 * VISITOR_PHOTO), shown, and sent on its own to `POST /api/photo` at once, under the send's request id
 * (src/server/photos/photoApi.ts), so that "Send" waits only for what is still on its way. The send then names the photos
 * the visitor kept (`named`); one that could not be sent is named too, and the lead says it did not arrive. A photo
 * removed is the form's no more: its preview is given back to the page, its send stopped, and "Send" does not wait for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { META_FIELDS } from './fields';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SLOTS, type NamedPhoto, photoName, refusal } from './photos';
import { VISITOR_PHOTO, webSized } from './webSized';

export interface PickedPhoto {
  slot: number;
  name: string;
  /** An object URL of what is sent, for the preview; null until it is made. */
  preview: string | null;
  status: 'preparing' | 'sending' | 'sent' | 'failed';
  /** Why it was not sent, in the server's words or ours. */
  message?: string;
  /** The bytes sent. */
  bytes?: number;
}

/** A photo's work (made web-sized, then sent): what stops it, and a promise settled once it is done or stopped. */
interface Pending {
  stop: AbortController;
  done: Promise<unknown>;
}

/** Sends one photo; resolves to null when it was kept, or to the reason it was not. */
async function send(requestId: string, slot: number, name: string, blob: Blob, signal: AbortSignal): Promise<string | null> {
  if (blob.size > MAX_PHOTO_REQUEST_BYTES) return refusal(name, 'tooLarge');
  const body = new FormData();
  body.append(META_FIELDS.requestId, requestId);
  body.append('slot', String(slot));
  body.append('photo', blob, name);
  try {
    const response = await fetch('/api/photo', { method: 'POST', body, headers: { Accept: 'application/json' }, signal });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    return answer.message ?? `${name} could not be sent (error ${response.status}).`;
  } catch {
    return `${name} could not be sent: we could not reach our server. Remove it and pick it again, or send the quote without it.`;
  }
}

/** The photos of one quote: those picked, how each one's sending goes, and what the quote's send names. */
export function usePhotoUploads(requestId: () => string) {
  // The list itself is kept in a ref, so that picks and sends in quick succession each see the last; the state is
  // its copy for rendering.
  const current = useRef<PickedPhoto[]>([]);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Each slot's last work: one already done is settled, so "Send" waits only for those under way.
  const pending = useRef(new Map<number, Pending>());
  const nextSlot = useRef(1);

  const commit = useCallback((list: PickedPhoto[]) => {
    current.current = list;
    setPhotos(list);
  }, []);
  const update = useCallback(
    (slot: number, change: Partial<PickedPhoto>) => commit(current.current.map((photo) => (photo.slot === slot ? { ...photo, ...change } : photo))),
    [commit],
  );

  /** Stops whatever a photo still has under way and gives its preview back: the photo is the form's no more. */
  const letGo = useCallback((photo: PickedPhoto) => {
    const work = pending.current.get(photo.slot);
    if (work) work.stop.abort();
    if (photo.preview) URL.revokeObjectURL(photo.preview);
  }, []);

  // Previews are the page's memory, and sends the network's, until the photo goes; leaving the page lets all go.
  useEffect(() => () => current.current.forEach(letGo), [letGo]);

  /** Takes files the visitor picked, as many as there is room for; returns how many were left out. */
  const add = useCallback(
    (files: readonly File[]): number => {
      const room = Math.max(0, MAX_PHOTOS - current.current.length);
      const taken = files.slice(0, room).map((file) => {
        // The next slot; once all have been used (many photos removed), the lowest no photo holds.
        const held = new Set(current.current.map((photo) => photo.slot));
        let slot = nextSlot.current <= MAX_PHOTO_SLOTS ? nextSlot.current : 1;
        while (held.has(slot)) slot += 1;
        nextSlot.current = slot + 1;
        return { file, photo: { slot, name: photoName(file.name, slot), preview: null, status: 'preparing' } satisfies PickedPhoto };
      });
      commit([...current.current, ...taken.map(({ photo }) => photo)]);
      for (const { file, photo } of taken) {
        const stop = new AbortController();
        const { signal } = stop;
        const done = new Promise((resolve) => {
          // Removed, the photo is done with at once, though the browser may still be decoding it.
          signal.onabort = resolve;
          (async () => {
            try {
              // A file the browser cannot decode goes as it is, for the server to answer in words.
              const blob = (await webSized(file, VISITOR_PHOTO)) || file;
              if (signal.aborted) return;
              update(photo.slot, { preview: URL.createObjectURL(blob), status: 'sending', bytes: blob.size });
              const problem = await send(requestId(), photo.slot, photo.name, blob, signal);
              if (!signal.aborted) update(photo.slot, problem ? { status: 'failed', message: problem } : { status: 'sent' });
            } catch {
              if (!signal.aborted) update(photo.slot, { status: 'failed', message: refusal(photo.name, 'notImage') });
            }
          })().then(resolve);
        });
        pending.current.set(photo.slot, { stop, done });
      }
      return files.length - taken.length;
    },
    [commit, requestId, update],
  );

  const remove = useCallback(
    (slot: number) => {
      const gone = current.current.find((photo) => photo.slot === slot);
      if (gone) letGo(gone);
      commit(current.current.filter((photo) => photo.slot !== slot));
    },
    [commit, letGo],
  );

  /** Once every photo still on its way has been sent or has failed: the field the send names them in (none: empty). */
  const settled = useCallback(async (): Promise<Record<string, string>> => {
    await Promise.allSettled(Array.from(pending.current.values(), (entry) => entry.done));
    const named: NamedPhoto[] = current.current.map(({ slot, name }) => ({ slot, name }));
    return named.length ? { [META_FIELDS.photos]: JSON.stringify(named) } : {};
  }, []);

  const reset = useCallback(() => {
    current.current.forEach(letGo);
    pending.current.clear();
    commit([]);
    nextSlot.current = 1;
  }, [commit, letGo]);

  return { photos, add, remove, settled, reset };
}
