/**
 * Photos the site cannot use are turned away before Decap CMS sees them, with a message that says what to do.
 * Decap makes JPEG, PNG and WebP uploads web-sized (config.yml's media_processing) but passes any other file through
 * untouched: an iPhone's HEIC photo or a PDF would be committed as it is, and the build would then refuse the record
 * (the model takes .jpg, .png and .webp). The media library's file picker is watched from the window, ahead of
 * Decap's own handler: a file that will not do stops the upload there, so nothing is written.
 */

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
    'background:#fff;border:2px solid #d60032;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif;color:#1e2532';
  box.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  close.style.cssText = 'position:absolute;top:8px;right:8px;border:0;background:none;font-size:24px;cursor:pointer;color:#1e2532';
  close.addEventListener('click', () => box.remove());
  box.append(close);
  document.body.append(box);
}

export function guardUploads(): void {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
      document.getElementById('upload-problem')?.remove();
      const problem = [...input.files].map(uploadProblem).find(Boolean);
      if (!problem) return;
      event.stopImmediatePropagation();
      input.value = '';
      showProblem(problem);
    },
    { capture: true },
  );
}
