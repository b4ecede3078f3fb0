import { PHONE_DIAL_MAX_WIDTH_PX } from '../constants';

/** Phones and touch screens dial the number; a desktop copies it instead (specification, "Phone link behaviour"). */
export function shouldDial(win: Window = window): boolean {
  return win.innerWidth < PHONE_DIAL_MAX_WIDTH_PX || win.navigator.maxTouchPoints > 0;
}

/** The copy method for browsers without the asynchronous clipboard interface. */
function copyWithSelection(text: string, doc: Document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.appendChild(field);
  field.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Copies text to the clipboard; resolves false instead of throwing when the browser refuses. */
export async function copyText(text: string, win: Window = window): Promise<boolean> {
  if (win.navigator.clipboard?.writeText) {
    try {
      await win.navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
  return copyWithSelection(text, win.document);
}
