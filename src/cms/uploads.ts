/**
 * Uploads on their way into Decap CMS. Photos the site cannot use are turned away, with a message that says what to
 * do: Decap re-encodes JPEG, PNG and WebP uploads (config.yml's media_processing: JPEG, no metadata) but passes any
 * other file through untouched, so an iPhone's HEIC photo or a PDF would be committed as it is, and the build would
 * then refuse the record (the model takes .jpg, .png and .webp). A photo larger than MAX_UPLOAD_SIDE on its longest
 * side is scaled down to it first: Decap's own width setting scales every photo to that width, enlarging small ones
 * and leaving a portrait photo a third taller than intended. The media library's file picker is watched from the
 * window, ahead of Decap's own handler: a file that will not do stops the upload there, so nothing is written.
 */
import { theme } from '../theme/theme';

/** The longest side of a committed photo: twice the widest the site shows one (a full-width hero), in pixels. */
export const MAX_UPLOAD_SIDE = 2560;

/** Larger than any phone's JPEG (a 48-megapixel one is about 15 MB): a file this size is a scan, a video or a raw photo. */
export const MAX_UPLOAD_MB = 30;

const USABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const USABLE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** What staff read about a file the site cannot use, or nothing when it will do. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | undefined {
  const usable = file.type ? USABLE_TYPES.has(file.type.toLowerCase()) : USABLE_EXTENSIONS.test(file.name);
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type))
    return `"${file.name}" is an iPhone photo in HEIC format, which the website cannot show. Send it as a JPEG instead: on the iPhone, choose Settings → Camera → Formats → Most Compatible for new photos, or share this one by Mail, which sends JPEG. Nothing was saved.`;
  if (!usable) return `"${file.name}" is not a photo the website can use. Choose a .jpg, .png or .webp photo. Nothing was saved.`;
  const mb = file.size / 1024 / 1024;
  if (mb > MAX_UPLOAD_MB)
    return `"${file.name}" is ${Math.round(mb)} MB, more than the ${MAX_UPLOAD_MB} MB a photo may be. Choose a smaller copy (a phone's "Large" size is plenty). Nothing was saved.`;
  return undefined;
}

/** A message in the editor's page until staff close it or choose another file. */
function showProblem(message: string): void {
  document.getElementById('upload-problem')?.remove();
  const box = document.createElement('div');
  box.id = 'upload-problem';
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;z-index:100000;top:16px;left:50%;transform:translateX(-50%);max-width:36rem;padding:16px 48px 16px 20px;' +
    `background:${theme.colors.white};border:2px solid ${theme.colors.danger};border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif;color:${theme.colors.ink}`;
  box.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  close.style.cssText = `position:absolute;top:8px;right:8px;border:0;background:none;font-size:24px;cursor:pointer;color:${theme.colors.ink}`;
  close.addEventListener('click', () => box.remove());
  box.append(close);
  document.body.append(box);
}

/** The photo with its longest side at most MAX_UPLOAD_SIDE (turned upright as the phone took it), or the same file when it already is. */
async function webSized(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = MAX_UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // High quality here: Decap encodes it once more, at the quality config.yml sets.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
  return blob ? new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' }) : file;
}

/** Inputs whose files were just replaced by web-sized ones: their next change event goes on to Decap. */
const resized = new WeakSet<HTMLInputElement>();

export function guardUploads(): void {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
      if (resized.delete(input)) return;
      document.getElementById('upload-problem')?.remove();
      const files = [...input.files];
      const problem = files.map(uploadProblem).find(Boolean);
      event.stopImmediatePropagation();
      if (problem) {
        input.value = '';
        showProblem(problem);
        return;
      }
      void Promise.all(files.map(webSized)).then((sized) => {
        const transfer = new DataTransfer();
        for (const file of sized) transfer.items.add(file);
        input.files = transfer.files;
        resized.add(input);
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    { capture: true },
  );
}
