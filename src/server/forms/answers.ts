/**
 * What the form endpoints answer (handler.ts), in the visitor's words: the thanks, the same wherever a lead went, and
 * every refusal. A browser's script gets JSON; an ordinary form post (no script) gets a small page of the site's own.
 */
import type { GatsbyFunctionRequest } from 'gatsby';
import escapeHtml from 'escape-html';
import business from '../../../data/business.json';
import type { FormKind } from '../../forms/fields';
import { type FieldError, labelOf } from '../../forms/rules';

/** What happens next, in the thanks of each form. */
const NEXT_STEP: Record<FormKind, string> = {
  quote: 'We will review your project and reply within 48 hours to arrange a free consultation.',
  contact: 'We will reply by email or phone within one business day.',
  community: 'We will be in touch within a few business days to talk about a partnership.',
};

/** The thanks of each form: the same wherever the lead went. */
export const THANKS: Record<FormKind, string> = {
  quote: 'Thank you, your quote request has been sent.',
  contact: 'Thank you, your message has been sent.',
  community: 'Thank you, your partnership request has been sent.',
};

/** The answer when no durable store could take the submission: the visitor's browser keeps what was typed. */
export const NOT_STORED = 'We could not save your form just now, so it was not sent. Please try again in a few minutes.';

/** A small stand-alone page for visitors whose browser posted the form without scripts. */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#17323a;max-width:40rem;margin:3rem auto;padding:0 1.5rem}h1{color:#052b36;line-height:1.2}a{color:#0b5e73}li{margin:.25rem 0}</style>
</head><body>${body}
<p>Prefer to talk? Call us at <a href="tel:${business.phone.dial}">${escapeHtml(business.phone.display)}</a>.</p>
<p><a href="/">Back to ${escapeHtml(business.name)}</a></p></body></html>`;
}

/** A form's answer, as JSON for the form's script and as a page for a post without scripts. */
export interface Answer {
  status: number;
  json: Record<string, unknown>;
  html: string;
  headers?: Record<string, string>;
}

/** A refusal: its message, the fields to look at again (their labels on the page), and any headers (Retry-After). */
export function errorAnswer(status: number, message: string, errors: FieldError[] = [], kind?: FormKind, headers?: Record<string, string>): Answer {
  const list = errors.length
    ? `<ul>${errors.map((error) => `<li>${kind && error.field ? `<strong>${escapeHtml(labelOf(kind, error.field))}</strong>: ` : ''}${escapeHtml(error.message)}</li>`).join('')}</ul>`
    : '';
  return {
    status,
    headers,
    json: { ok: false, message, errors },
    html: page(
      'Your form was not sent',
      `<h1>Your form was not sent</h1><p>${escapeHtml(message)}</p>${list}<p>Use your browser's Back button to return to the form: what you typed is still there.</p>`,
    ),
  };
}

/** The answer to a form kept: 201, or 200 for a send repeated (the same request id), with the thanks and what comes next. */
export function thanksAnswer(kind: FormKind, id: string, duplicate: boolean): Answer {
  return {
    status: duplicate ? 200 : 201,
    json: { ok: true, id, message: THANKS[kind], nextStep: NEXT_STEP[kind] },
    html: page('Thank you', `<h1>${escapeHtml(THANKS[kind])}</h1><p>${escapeHtml(NEXT_STEP[kind])}</p>`),
  };
}

/** True when the caller is a script that asked for JSON (our forms do); a plain form post gets a page. */
export const wantsJson = (req: GatsbyFunctionRequest) => {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('application/json') || (!accept.includes('text/html') && String(req.headers['content-type'] ?? '').includes('json'));
};
