/**
 * The quote's photos in the browser: each file the visitor picks is made web-sized on the device (turned upright,
 * at most MAX_PHOTO_SIDE px, JPEG), shown, and sent on its own to `POST /api/photo` at once, under the send's request
 * id (src/server/photoApi.ts), so that "Send" waits only for what is still on its way. The send then names the
 * photos the visitor kept (`named`); one that could not be sent is named too, and the lead says it did not arrive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { META_FIELDS } from './fields';
import { MAX_PHOTOS, MAX_PHOTO_REQUEST_BYTES, MAX_PHOTO_SIDE, MAX_PHOTO_SLOTS, type NamedPhoto, photoName, refusal } from './photos';

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

/** JPEG quality of a web-sized photo: a 12 MP phone photo becomes about 0.4-0.6 MB at 2560 px. */
const QUALITY = 0.82;

/**
 * A file made web-sized: decoded by the browser with its orientation applied, scaled to at most MAX_PHOTO_SIDE on
 * its longest side, encoded as JPEG. A file the browser cannot decode (an iPhone's HEIC in Chrome, a document) is
 * sent as it is, for the server to answer in words.
 */
export async function webSized(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const [width, height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  return blob ?? file;
}

/** Sends one photo; resolves to null when it was kept, or to the reason it was not. */
async function send(requestId: string, slot: number, name: string, blob: Blob): Promise<string | null> {
  if (blob.size > MAX_PHOTO_REQUEST_BYTES) return refusal(name, 'tooLarge');
  const body = new FormData();
  body.append(META_FIELDS.requestId, requestId);
  body.append('slot', String(slot));
  body.append('photo', blob, name);
  try {
    const response = await fetch('/api/photo', { method: 'POST', body, headers: { Accept: 'application/json' } });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    return answer.message ?? `${name} could not be sent (error ${response.status}).`;
  } catch {
    return `${name} could not be sent: we could not reach our server. Remove it and pick it again, or send the quote without it.`;
  }
}

export function usePhotoUploads(requestId: () => string) {
  // The list itself is kept in a ref, so that picks and sends in quick succession each see the last; the state is
  // its copy for rendering.
  const current = useRef<PickedPhoto[]>([]);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const pending = useRef(new Map<number, Promise<unknown>>());
  const nextSlot = useRef(1);

  const commit = useCallback((list: PickedPhoto[]) => {
    current.current = list;
    setPhotos(list);
  }, []);
  const update = useCallback(
    (slot: number, change: Partial<PickedPhoto>) => commit(current.current.map((photo) => (photo.slot === slot ? { ...photo, ...change } : photo))),
    [commit],
  );

  // Previews are the page's memory until the photo goes.
  useEffect(() => () => current.current.forEach((photo) => photo.preview && URL.revokeObjectURL(photo.preview)), []);

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
        const work = (async () => {
          try {
            const blob = await webSized(file);
            update(photo.slot, { preview: URL.createObjectURL(blob), status: 'sending', bytes: blob.size });
            const problem = await send(requestId(), photo.slot, photo.name, blob);
            update(photo.slot, problem ? { status: 'failed', message: problem } : { status: 'sent' });
          } catch {
            update(photo.slot, { status: 'failed', message: refusal(photo.name, 'notImage') });
          }
        })();
        pending.current.set(photo.slot, work);
        work.finally(() => pending.current.delete(photo.slot));
      }
      return files.length - taken.length;
    },
    [commit, requestId, update],
  );

  const remove = useCallback(
    (slot: number) => {
      const gone = current.current.find((photo) => photo.slot === slot);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      commit(current.current.filter((photo) => photo.slot !== slot));
    },
    [commit],
  );

  /** Once every photo still on its way has been sent or has failed: the field the send names them in (none: empty). */
  const settled = useCallback(async (): Promise<Record<string, string>> => {
    await Promise.allSettled(pending.current.values());
    const named: NamedPhoto[] = current.current.map(({ slot, name }) => ({ slot, name }));
    return named.length ? { [META_FIELDS.photos]: JSON.stringify(named) } : {};
  }, []);

  const reset = useCallback(() => {
    current.current.forEach((photo) => photo.preview && URL.revokeObjectURL(photo.preview));
    commit([]);
    nextSlot.current = 1;
  }, [commit]);

  return { photos, add, remove, settled, reset };
}
