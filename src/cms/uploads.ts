/**
 * Uploads on their way into Decap CMS. Photos the site cannot use are turned away, with a message that says what to
 * do: Decap re-encodes JPEG, PNG and WebP uploads (config.yml's media_processing: JPEG, no metadata) but passes any
 * other file through untouched, so an iPhone's HEIC photo or a PDF would be committed as it is, and the build would
 * then refuse the record (the model takes .jpg, .png and .webp). A photo larger than MAX_UPLOAD_SIDE on its longest
 * side is scaled down to it first, by the same rule as a visitor's photo (src/forms/webSized.ts, STAFF_UPLOAD):
 * Decap's own width setting scales every photo to that width, enlarging small ones and leaving a portrait photo a
 * third taller than intended. The media library's file picker is watched from the window, ahead of Decap's own
 * handler: a file that will not do stops the upload there, so nothing is written.
 */
import { MAX_PHOTO_SIDE } from '../forms/photos';
import { STAFF_UPLOAD, webSized } from '../forms/webSized';
import { theme } from '../theme/theme';

/**
 * The longest side of a committed photo: twice the widest the site shows one (a full-width hero), in pixels. The
 * same as a visitor's photo keeps (2560).
 */
export const MAX_UPLOAD_SIDE = MAX_PHOTO_SIDE;

/** Larger than any phone's JPEG (a 48-megapixel one is about 15 MB): a file this size is a scan, a video or a raw photo. */
export const MAX_UPLOAD_MB = 30;

const USABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const USABLE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

const notUsable = (name: string) => `"${name}" is not a photo the website can use. Choose a .jpg, .png or .webp photo. Nothing was saved.`;

/** What staff read about a file the site cannot use, or nothing when it will do. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | undefined {
  const usable = file.type ? USABLE_TYPES.has(file.type.toLowerCase()) : USABLE_EXTENSIONS.test(file.name);
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type))
    return `"${file.name}" is an iPhone photo in HEIC format, which the website cannot show. Send it as a JPEG instead: on the iPhone, choose Settings → Camera → Formats → Most Compatible for new photos, or share this one by Mail, which sends JPEG. Nothing was saved.`;
  if (!usable) return notUsable(file.name);
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

/**
 * The photo with its longest side at most MAX_UPLOAD_SIDE, turned upright as the phone took it, as a .jpg file; the
 * same file when it already is that small (Decap writes it once, as JPEG). Null when the browser cannot open it.
 */
async function uploadSized(file: File): Promise<File | null> {
  const sized = await webSized(file, STAFF_UPLOAD);
  if (sized === null || sized === file) return sized as File | null;
  return new File([sized], file.name.replace(/\.\w+$/, '.jpg'), { type: sized.type });
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
      void Promise.all(files.map(uploadSized)).then((sized) => {
        // Named a photo but not one the browser can open (a damaged file): turned away like any other.
        const unreadable = files.find((_, index) => !sized[index]);
        if (unreadable) {
          input.value = '';
          showProblem(notUsable(unreadable.name));
          return;
        }
        const transfer = new DataTransfer();
        for (const file of sized) transfer.items.add(file!);
        input.files = transfer.files;
        resized.add(input);
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    { capture: true },
  );
}
