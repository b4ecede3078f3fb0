/**
 * The visit's source, kept in the tab's sessionStorage from its first page (src/leads/sources.ts says what it holds):
 * no cookie, nothing sent anywhere but with a form the visitor sends, and gone when the tab closes.
 */
import { type LeadSource, checkSource, sourceOf } from '../leads/sources';

const KEY = 'coastal-landscaping.visit-source';

/** Notes where this visit began, once a visit: on its first page, before any navigation within the site. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, JSON.stringify(sourceOf(new URL(window.location.href), document.referrer, window.location.hostname)));
  } catch {
    // Storage turned off: the form is sent without a source.
  }
}

/** Where this visit began, if it was noted. */
export function visitSource(): LeadSource | undefined {
  try {
    return checkSource(sessionStorage.getItem(KEY) ?? undefined);
  } catch {
    return undefined;
  }
}
