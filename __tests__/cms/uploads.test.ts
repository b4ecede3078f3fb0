/**
 * The editor's uploads (src/cms/uploads.ts) with a photo the browser cannot open: named and typed as a JPEG, but
 * damaged. It is turned away with the message every unusable file gets, before Decap sees it, and nothing is written.
 * (Photos that open are checked in the real editor: e2e/cms/photos.spec.ts.)
 */
import { guardUploads } from '../../src/cms/uploads';

beforeAll(() => guardUploads());

afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  document.body.innerHTML = '';
});

test('a damaged JPEG is turned away in words, and Decap’s own handler never hears of it', async () => {
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError'))) });
  const input = Object.assign(document.createElement('input'), { type: 'file' });
  const damaged = new File([new Uint8Array(1024)], 'patio.jpg', { type: 'image/jpeg' });
  Object.defineProperty(input, 'files', { value: [damaged], configurable: true });
  const decap = jest.fn();
  input.addEventListener('change', decap);
  document.body.append(input);

  input.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 20));

  expect(document.getElementById('upload-problem')).toHaveTextContent(
    '"patio.jpg" is not a photo the website can use. Choose a .jpg, .png or .webp photo. Nothing was saved.',
  );
  expect(decap).not.toHaveBeenCalled();
});
