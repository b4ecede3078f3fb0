/**
 * The quote's photos in the browser (src/forms/usePhotoUploads.ts), with the network held: a photo removed while it
 * is made web-sized or on its way gives its preview back to the page, stops its send, and no longer holds up "Send";
 * the photos kept are still sent and named. jsdom has neither image decoding nor object URLs: both are stood in for.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { META_FIELDS } from '../../src/forms/fields';
import { usePhotoUploads } from '../../src/forms/usePhotoUploads';

/** A fetch that answers only when the test says so, and fails as a browser's does when its send is aborted. */
function heldFetch() {
  const sends: { body: FormData; signal?: AbortSignal; answer: (status: number) => void }[] = [];
  const fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
        sends.push({ body: init.body as FormData, signal, answer: (status) => resolve({ ok: status < 300, status, json: async () => ({}) } as Response) });
      }),
  );
  return { fetch, sends };
}

/** Decoding a photo, held: each call waits until the test lets it finish, as a phone's 12 MP photo takes a moment. */
function heldDecoding() {
  const decodes: { finish: () => void }[] = [];
  // The stand-in cannot be drawn on jsdom's canvas: it "fails" once let go, so the file goes as it is, as an undecodable one does.
  const createImageBitmap = jest.fn(() => new Promise<ImageBitmap>((_resolve, reject) => decodes.push({ finish: () => reject(new Error('not decodable')) })));
  return { createImageBitmap, decodes };
}

let urls: { made: string[]; revoked: string[] };
const file = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

/** Whether `promise` settles within a short moment, and with what. */
const within = <T,>(promise: Promise<T>, ms = 300) =>
  Promise.race([
    promise.then((value) => ({ settled: true as const, value })),
    new Promise<{ settled: false }>((resolve) => setTimeout(() => resolve({ settled: false }), ms)),
  ]);

beforeEach(() => {
  urls = { made: [], revoked: [] };
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:photo-${urls.made.length + 1}`;
      urls.made.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => urls.revoked.push(url)),
  });
});

afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('a photo removed while it is being sent: its preview is given back, its send is stopped, and Send waits only for the photo kept', async () => {
  const { fetch, sends } = heldFetch();
  Object.assign(globalThis, { fetch });
  const { result } = renderHook(() => usePhotoUploads(() => 'request-1'));

  act(() => void result.current.add([file('yard.jpg'), file('fence.jpg')]));
  await waitFor(() => expect(sends).toHaveLength(2));
  expect(result.current.photos.map((photo) => [photo.name, photo.status])).toEqual([
    ['yard.jpg', 'sending'],
    ['fence.jpg', 'sending'],
  ]);
  const [yard, fence] = result.current.photos;

  act(() => result.current.remove(fence.slot));
  expect(urls.revoked).toEqual([fence.preview]);
  expect(sends[1].signal?.aborted).toBe(true);
  expect(result.current.photos.map((photo) => photo.name)).toEqual(['yard.jpg']);

  // The photo kept is still on its way: Send waits for it, and only for it.
  const settled = result.current.settled();
  expect((await within(settled)).settled).toBe(false);
  await act(async () => sends[0].answer(200));
  expect(await within(settled)).toEqual({ settled: true, value: { [META_FIELDS.photos]: JSON.stringify([{ slot: yard.slot, name: 'yard.jpg' }]) } });
  expect(result.current.photos[0].status).toBe('sent');
  expect(sends[0].signal?.aborted).toBe(false);
});

test('a photo removed while it is made web-sized is never sent, leaves no preview behind, and Send does not wait for it', async () => {
  const { fetch, sends } = heldFetch();
  Object.assign(globalThis, { fetch });
  const { createImageBitmap, decodes } = heldDecoding();
  Object.assign(globalThis, { createImageBitmap });
  const { result } = renderHook(() => usePhotoUploads(() => 'request-1'));

  act(() => void result.current.add([file('patio.jpg')]));
  await waitFor(() => expect(decodes).toHaveLength(1));
  expect(result.current.photos[0].status).toBe('preparing');
  act(() => result.current.remove(result.current.photos[0].slot));

  expect(await within(result.current.settled())).toEqual({ settled: true, value: {} });
  await act(async () => decodes[0].finish());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sends).toHaveLength(0);
  // Any preview made for it has been given back.
  expect(urls.made.filter((url) => !urls.revoked.includes(url))).toEqual([]);
  expect(result.current.photos).toEqual([]);
});

test('leaving the page (the form unmounted) gives back every preview and stops every send still on its way', async () => {
  const { fetch, sends } = heldFetch();
  Object.assign(globalThis, { fetch });
  const { result, unmount } = renderHook(() => usePhotoUploads(() => 'request-1'));
  act(() => void result.current.add([file('dock.jpg')]));
  await waitFor(() => expect(sends).toHaveLength(1));
  unmount();
  expect(urls.revoked).toEqual(urls.made);
  expect(sends[0].signal?.aborted).toBe(true);
});
