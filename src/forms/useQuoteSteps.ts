/**
 * Moving through a form of steps (the quote form): which step shows, Next (only once the step's required fields are
 * filled in), Back, and the step a field the server turned down belongs to. The steps are the form's own fieldsets,
 * in order, each opening with its legend: a move the visitor makes puts focus on the new step's legend, so a screen
 * reader says where they are; a field turned down is shown on its step with the cursor in it.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { FieldError } from './rules';
import { focusFirstError } from './useFormSubmission';

interface QuoteStepsOptions {
  /** How many steps the form has. */
  count: number;
  /** The step that holds a field, by name; -1 for none. */
  stepOf: (field: string) => number;
  formRef: RefObject<HTMLFormElement | null>;
  /** The fields the server turned down in its last answer, if it did. */
  turnedDown?: FieldError[];
}

/** A step's fieldset, if the form is on the page: the form's own fieldsets are its steps. */
const fieldsetAt = (form: HTMLFormElement | null, index: number): HTMLFieldSetElement | undefined =>
  form ? form.querySelectorAll<HTMLFieldSetElement>(':scope > fieldset')[index] : undefined;

/** The step shown, and where focus goes once it is: its legend (the visitor moved), a field turned down, or nowhere. */
interface Position {
  step: number;
  focus: 'legend' | FieldError[] | null;
}

/** The steps of the form in `formRef`: the one shown, the visitor's moves between them, and a turned-down field's step. */
export function useQuoteSteps({ count, stepOf, formRef, turnedDown }: QuoteStepsOptions) {
  const [position, setPosition] = useState<Position>({ step: 0, focus: null });
  const { step } = position;

  // Staying on the step shown moves nothing, focus included.
  const moveTo = useCallback((index: number, focus: Position['focus']) => setPosition((shown) => (shown.step === index ? shown : { step: index, focus })), []);

  /** The step `index` on the page, as the visitor's own move: focus goes to its legend. */
  const goTo = useCallback((index: number) => moveTo(index, 'legend'), [moveTo]);

  /** Shows a step without moving focus: a saved draft's, whatever number it holds, within the form's steps. */
  const show = useCallback((index: unknown) => moveTo(Math.min(Math.max(0, Number(index) | 0), count - 1), null), [count, moveTo]);

  // A field the server turned down: its step shows, and once it is on the page the cursor goes into the field.
  const [answered, setAnswered] = useState(turnedDown);
  if (turnedDown !== answered) {
    setAnswered(turnedDown);
    const first = (turnedDown || []).map((error) => stepOf(error.field)).find((index) => index >= 0);
    if (first !== undefined) setPosition({ step: first, focus: turnedDown! });
  }

  useEffect(() => {
    const { focus } = position;
    const fieldset = fieldsetAt(formRef.current, position.step);
    if (focus === 'legend' && fieldset) fieldset.querySelector('legend')!.focus();
    else if (Array.isArray(focus)) focusFirstError(formRef.current, focus);
  }, [position, formRef]);

  /** Shows the browser's message on the first unfilled required field of a step; true when the step is complete. */
  const complete = (index: number) => {
    const fieldset = fieldsetAt(formRef.current, index);
    const invalid = Array.from(fieldset ? fieldset.elements : []).find(
      (element): element is HTMLInputElement => 'checkValidity' in element && !(element as HTMLInputElement).checkValidity(),
    );
    if (!invalid) return true;
    goTo(index);
    requestAnimationFrame(() => invalid.reportValidity());
    return false;
  };

  return {
    step,
    goTo,
    show,
    /** Next, once the step shown is complete. */
    next: () => complete(step) && goTo(step + 1),
    back: () => goTo(step - 1),
    /** Checks every step in turn, showing the first that is not complete; true when all are. */
    everyComplete: () => {
      for (let index = 0; index < count; index += 1) if (!complete(index)) return false;
      return true;
    },
  };
}
