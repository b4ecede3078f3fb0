/**
 * A note staff were typing when their editor login expired (a GitLab token lasts about two hours): kept in this tab
 * while they sign in again at /admin/, so that the leads view can reopen its lead with the note as they left it.
 * sessionStorage, not localStorage: it stays with the tab and goes when the tab closes, so a note never turns up in
 * another window or for the next person at the computer.
 */
const KEY = 'coastal-leads-kept-note';

export interface KeptNote {
  /** The lead the note was written on: it is only ever shown there. */
  leadId: string;
  note: string;
}

/** Storage that is missing or refuses (a private window's quota, storage turned off) keeps nothing, quietly. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepNote(kept: KeptNote) {
  try {
    session()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Nothing more can be done before the page is left; the note is lost as it was before.
  }
}

export function keptNote(): KeptNote | null {
  try {
    const kept = JSON.parse(session()?.getItem(KEY) ?? 'null') as Partial<KeptNote> | null;
    return typeof kept?.leadId === 'string' && kept.leadId && typeof kept.note === 'string' && kept.note.trim()
      ? { leadId: kept.leadId, note: kept.note }
      : null;
  } catch {
    return null;
  }
}

export function forgetNote() {
  try {
    session()?.removeItem(KEY);
  } catch {
    // As in keepNote.
  }
}
