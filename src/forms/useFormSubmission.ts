import { useCallback, useEffect, useRef, useState } from 'react';
import { META_FIELDS, type FormKind } from './fields';
import { visitSource } from './leadSource';
import type { FieldError } from './rules';
import { useProofOfWork } from './useProofOfWork';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string; nextStep: string }
  /** Not sent: `errors` name the fields to fix; without them it was the connection or the server. */
  | { status: 'failed'; message: string; errors: FieldError[] };

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The form's fields as JSON: one value per name, a list where a name repeats (the services checkboxes). */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const multiple = new Set(
    Array.from(form.elements)
      .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'checkbox')
      .map((element) => element.name),
  );
  for (const name of multiple) values[name] = [];
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string') return;
    if (multiple.has(name)) (values[name] as string[]).push(value);
    else values[name] = value;
  });
  return values;
}

/**
 * Sends a form to `/api/{kind}` and tracks what the visitor sees. The
 * typed values stay in the form whatever happens (nothing is cleared until
 * the company has it); a retry after a lost answer reuses the same request
 * id, so the server stores the submission once. `prepare` goes on the form's
 * focus and input: it starts the proof of work the send carries
 * (useProofOfWork), once the visitor begins.
 */
export function useFormSubmission(kind: FormKind) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const openedAt = useRef(0);
  const requestId = useRef('');
  const { start: startProof, take: takeProof } = useProofOfWork();

  useEffect(() => {
    openedAt.current = Date.now();
    requestId.current = newRequestId();
  }, []);

  const submit = useCallback(
    /** `extra`: fields the form's own controls add (the quote's photos), or a promise of them, awaited once sending shows. */
    async (form: HTMLFormElement, extra?: Record<string, string> | Promise<Record<string, string>>): Promise<boolean> => {
      setState({ status: 'sending' });
      const values = { ...formValues(form), ...(await extra) };
      const proof = await takeProof();
      const source = visitSource();
      const body = {
        ...values,
        [META_FIELDS.elapsedMs]: String(Date.now() - openedAt.current),
        [META_FIELDS.requestId]: requestId.current,
        ...(proof ? { [META_FIELDS.proof]: proof } : {}),
        ...(source ? { [META_FIELDS.source]: JSON.stringify(source) } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`/api/${kind}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
      } catch {
        setState({ status: 'failed', message: 'We could not reach our server, so your form was not sent. Check your connection and try again.', errors: [] });
        startProof();
        return false;
      }
      const answer = (await response.json().catch(() => ({}))) as { message?: string; nextStep?: string; errors?: FieldError[] };
      if (response.ok) {
        setState({ status: 'sent', message: answer.message ?? 'Thank you, your form has been sent.', nextStep: answer.nextStep ?? '' });
        requestId.current = newRequestId();
        openedAt.current = Date.now();
        return true;
      }
      setState({
        status: 'failed',
        message: answer.message ?? `Something went wrong on our side (error ${response.status}) and your form was not sent. Please try again in a moment.`,
        errors: response.status === 400 ? (answer.errors ?? []) : [],
      });
      // The proof was spent on this send: solve the next one while the visitor corrects or retries.
      startProof();
      return false;
    },
    [kind, startProof, takeProof],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  /** The server's message for one field, if it had one. */
  const errorFor = (field: string) => (state.status === 'failed' ? state.errors.find((error) => error.field === field)?.message : undefined);

  /** The id of this attempt: what a retry repeats, and what the quote's photos are sent ahead under. */
  const currentRequestId = useCallback(() => requestId.current, []);

  return { state, submit, reset, errorFor, prepare: startProof, requestId: currentRequestId };
}

/** Moves focus to the first field the server named, so the visitor lands on what to fix. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldError[]) {
  for (const error of errors) {
    const element = error.field ? form?.elements.namedItem(error.field) : null;
    const target = element instanceof RadioNodeList ? (element[0] as HTMLElement | undefined) : (element as HTMLElement | null);
    if (target && typeof target.focus === 'function') {
      target.focus();
      return true;
    }
  }
  return false;
}
