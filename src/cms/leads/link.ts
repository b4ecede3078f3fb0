/**
 * The way from the editor to the leads view: a link that stays in the bottom right corner of the editor. Decap 3.16 has no
 * API for pages of its own, so it is added to the page beside Decap's app, as the publish-status box is.
 */
import { theme } from '../../theme/theme';
import { keptNote } from './keptNote';

export function showLeadsLink() {
  // After signing in again with a note kept (keptNote.ts), this link is the way back to it.
  const waiting = keptNote() !== null;
  const link = Object.assign(document.createElement('a'), { href: '/admin/leads/', textContent: waiting ? 'Leads: your note is kept' : 'Leads' });
  link.setAttribute('aria-label', waiting ? 'Leads: your note is kept there' : 'Leads: the forms visitors sent');
  link.style.cssText = `position:fixed;right:16px;bottom:16px;z-index:1000;padding:10px 18px;border-radius:6px;background:${theme.colors.ocean};color:${theme.colors.white};font:600 15px/1.2 system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 12px rgba(0,0,0,.25)`;
  document.body.append(link);
}
