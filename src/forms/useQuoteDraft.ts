/**
 * The unfinished quote, kept in the browser (localStorage) so that a reload or an accidental Back loses nothing: the
 * answers typed and the step reached, saved as the visitor types and moves, put back when the form opens again, and
 * cleared once the quote is sent. Photos are not kept: they are sent as they are picked.
 */
import { type RefObject, useEffect } from 'react';
import { META_FIELDS } from './fields';
import { formValues } from './useFormSubmission';

/** Where the unfinished quote is kept in the browser. */
export const QUOTE_DRAFT_KEY = 'quote-form-draft';

interface Draft {
  step: number;
  values: Record<string, string | string[]>;
}

const readDraft = (): Draft | null => {
  try {
    const draft = JSON.parse(window.localStorage.getItem(QUOTE_DRAFT_KEY) || 'null') as Draft | null;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
};

const writeDraft = (draft: Draft | null) => {
  try {
    if (draft) window.localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify(draft));
    else window.localStorage.removeItem(QUOTE_DRAFT_KEY);
  } catch {
    // Private browsing or storage full: the form still works, only without a draft.
  }
};

/** The form's answers as a draft keeps them: never the trap field meant for robots. */
const draftValues = (form: HTMLFormElement): Draft['values'] => ({ ...formValues(form), [META_FIELDS.honeypot]: '' });

/**
 * Puts a saved draft back into the form's fields. A box ticked again says so with a `change` event, as the visitor's
 * tick would, so that what shows the boxes ticked (the services chosen) reads them again; React's own change handlers
 * take no notice of it (it reads a box's clicks).
 */
function restoreValues(form: HTMLFormElement, values: Draft['values']) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.name === META_FIELDS.honeypot || !(element.name in values)) continue;
    const saved = values[element.name];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      const checked = Array.isArray(saved) && saved.includes(element.value);
      if (element.checked === checked) continue;
      element.checked = checked;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof saved === 'string') element.value = saved;
  }
}

/**
 * Keeps the quote's draft: `step` is the step shown (a draft, once begun, follows the visitor from step to step) and
 * `stepped` whether the form goes step by step yet; `show` puts a saved draft's step on the page when the form opens.
 * Returns `save`, for the form's input and change events, and `clear`, for a quote sent.
 */
export function useQuoteDraft(
  formRef: RefObject<HTMLFormElement | null>,
  { step, stepped, show }: { step: number; stepped: boolean; show: (step: number) => void },
) {
  useEffect(() => {
    const draft = readDraft();
    if (!draft || !formRef.current) return;
    show(draft.step);
    restoreValues(formRef.current, draft.values);
  }, [formRef, show]);

  useEffect(() => {
    if (stepped && formRef.current && readDraft()) writeDraft({ step, values: draftValues(formRef.current) });
  }, [formRef, stepped, step]);

  return { save: () => formRef.current && writeDraft({ step, values: draftValues(formRef.current) }), clear: () => writeDraft(null) };
}
