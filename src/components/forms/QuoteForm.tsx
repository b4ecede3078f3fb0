import React, { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { META_FIELDS, quoteChoiceFields, quoteTextFields } from '../../forms/fields';
import { focusFirstError, formValues, useFormSubmission } from '../../forms/useFormSubmission';
import { usePhotoUploads } from '../../forms/usePhotoUploads';
import type { FieldError } from '../../forms/rules';
import { useHydrated } from '../../hooks/useHydrated';
import { Button } from '../ui/buttons';
import { Field, FieldMessage, FieldRow, Honeypot, Label, Select, Wrapper } from './Field';
import { FormProblem, FormSent } from './FormStatus';
import { PhotoPicker } from './PhotoPicker';
import { PrivacyNote } from './PrivacyNote';
import { Form } from './SimpleForm';
import { theme } from '../../theme/theme';

export interface Option {
  value: string;
  label: string;
}

interface QuoteFormProps {
  label: string;
  services: readonly { id: string; name: string }[];
  propertyTypes: readonly Option[];
  propertySizes: readonly Option[];
  timelines: readonly Option[];
  /** What is kept with a request and why, in staff's words (`privacyNote` of data/forms.json). */
  privacyNote: string;
}

export const QUOTE_STEPS = ['Contact Information', 'Property Details', 'Services Needed', 'Project Details'] as const;

/** Where the unfinished quote is kept in the browser, so a reload or an accidental Back loses nothing. */
export const QUOTE_DRAFT_KEY = 'quote-form-draft';

interface Draft {
  step: number;
  values: Record<string, string | string[]>;
}

const readDraft = (): Draft | null => {
  try {
    const draft = JSON.parse(window.localStorage.getItem(QUOTE_DRAFT_KEY) ?? 'null') as Draft | null;
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

/** Puts a saved draft back into the form's fields. */
function restoreValues(form: HTMLFormElement, values: Draft['values']) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.name === META_FIELDS.honeypot || !(element.name in values)) continue;
    const saved = values[element.name];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Array.isArray(saved) && saved.includes(element.value);
    else if (typeof saved === 'string') element.value = saved;
  }
}

function OptionSelect({ name, label, options, error }: { name: string; label: string; options: readonly Option[]; error?: string }) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
    </Wrapper>
  );
}

/**
 * The four-step quote form. Without scripts all four steps show as one
 * form posted to /api/quote (multipart, with the photos' files); once the
 * page is interactive it shows one step at a time, Next only moves on when
 * the step's required fields are filled in, the answers are kept as a draft
 * in the browser until the quote is sent (photos are not: they are sent as
 * they are picked), and sending happens in place.
 */
export function QuoteForm({ label, services, propertyTypes, propertySizes, timelines, privacyNote }: QuoteFormProps) {
  const stepped = useHydrated();
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const { state, submit, reset, errorFor, prepare, requestId } = useFormSubmission('quote');
  const uploads = usePhotoUploads(requestId);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsets = useRef<(HTMLFieldSetElement | null)[]>([]);
  const legends = useRef<(HTMLLegendElement | null)[]>([]);
  const moved = useRef(false);
  const sending = state.status === 'sending';

  // Once interactive (stepped): one step at a time, starting where a saved draft left off.
  useEffect(() => {
    const draft = readDraft();
    if (draft && formRef.current) {
      restoreValues(formRef.current, draft.values);
      setSelected(Array.isArray(draft.values.services) ? draft.values.services : []);
      setStep(Math.min(Math.max(0, draft.step), QUOTE_STEPS.length - 1));
    }
  }, []);

  const saveDraft = () => formRef.current && writeDraft({ step, values: draftValues(formRef.current) });
  // A draft, once begun, follows the visitor from step to step.
  useEffect(() => {
    if (stepped && formRef.current && readDraft()) writeDraft({ step, values: draftValues(formRef.current) });
  }, [stepped, step]);

  // A field the server turned down: show its step, then, once that step is on the page, put the cursor in the field.
  const [turnedDown, setTurnedDown] = useState<FieldError[] | null>(null);
  useEffect(() => {
    if (state.status !== 'failed' || state.errors.length === 0) return;
    const first = state.errors.map((error) => fieldsets.current.findIndex((set) => set?.elements.namedItem(error.field))).find((index) => index >= 0);
    if (first === undefined) return;
    moved.current = false;
    setStep(first);
    setTurnedDown(state.errors);
  }, [state]);
  useEffect(() => {
    if (turnedDown) focusFirstError(formRef.current, turnedDown);
  }, [turnedDown]);

  useEffect(() => {
    if (moved.current) legends.current[step]?.focus();
  }, [step]);

  /** Shows the browser's message on the first unfilled required field of a step; true when the step is complete. */
  const stepIsValid = (index: number) => {
    const invalid = Array.from(fieldsets.current[index]?.elements ?? []).find(
      (element): element is HTMLInputElement => 'checkValidity' in element && !(element as HTMLInputElement).checkValidity(),
    );
    if (!invalid) return true;
    goTo(index);
    requestAnimationFrame(() => invalid.reportValidity());
    return false;
  };

  const goTo = (index: number) => {
    moved.current = true;
    setStep(index);
  };

  const toggleService = (id: string, checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((value) => value !== id)));

  const isHidden = (index: number) => stepped && index !== step;
  const selectedNames = services.filter((service) => selected.includes(service.id)).map((service) => service.name);

  if (state.status === 'sent') {
    return (
      <FormSent title="Quote request sent" state={state}>
        <div>
          <Button
            type="button"
            $variant="light"
            onClick={() => {
              setSelected([]);
              setStep(0);
              uploads.reset();
              reset();
            }}
          >
            Request another quote
          </Button>
        </div>
      </FormSent>
    );
  }

  return (
    <Form
      ref={formRef}
      aria-label={label}
      action="/api/quote"
      method="post"
      encType="multipart/form-data"
      noValidate={stepped}
      onFocus={prepare}
      onInput={() => {
        prepare();
        saveDraft();
      }}
      onChange={saveDraft}
      onSubmit={async (event) => {
        event.preventDefault();
        if (sending) return;
        for (let index = 0; index < QUOTE_STEPS.length; index += 1) if (!stepIsValid(index)) return;
        // The photos picked are sent as they are picked; the send waits for any still on their way, then names them.
        if (await submit(event.currentTarget, uploads.settled())) {
          writeDraft(null);
          uploads.reset();
        }
      }}
    >
      {/* Drawn from the first paint but shown once the form goes step by step, so nothing below it moves when the page wakes up. */}
      <Progress aria-hidden="true" $shown={stepped}>
        {QUOTE_STEPS.map((title, index) => (
          <ProgressStep key={title} $state={index < step ? 'done' : index === step ? 'current' : 'todo'}>
            <span>{index + 1}</span>
            {title}
          </ProgressStep>
        ))}
      </Progress>

      <Step ref={(el) => (fieldsets.current[0] = el)} hidden={isHidden(0)}>
        <Legend ref={(el) => (legends.current[0] = el)} tabIndex={-1}>
          Step 1 of 4: {QUOTE_STEPS[0]}
        </Legend>
        <FieldRow>
          <Field name="firstName" spec={quoteTextFields.firstName} error={errorFor('firstName')} />
          <Field name="lastName" spec={quoteTextFields.lastName} error={errorFor('lastName')} />
        </FieldRow>
        <FieldRow>
          <Field name="email" spec={quoteTextFields.email} error={errorFor('email')} />
          <Field name="phone" spec={quoteTextFields.phone} error={errorFor('phone')} />
        </FieldRow>
      </Step>

      <Step ref={(el) => (fieldsets.current[1] = el)} hidden={isHidden(1)}>
        <Legend ref={(el) => (legends.current[1] = el)} tabIndex={-1}>
          Step 2 of 4: {QUOTE_STEPS[1]}
        </Legend>
        <Field name="address" spec={quoteTextFields.address} error={errorFor('address')} />
        <Field name="city" spec={quoteTextFields.city} error={errorFor('city')} />
        <FieldRow>
          <OptionSelect name="propertyType" label={quoteChoiceFields.propertyType.label} options={propertyTypes} error={errorFor('propertyType')} />
          <OptionSelect name="propertySize" label={quoteChoiceFields.propertySize.label} options={propertySizes} error={errorFor('propertySize')} />
        </FieldRow>
      </Step>

      <Step ref={(el) => (fieldsets.current[2] = el)} hidden={isHidden(2)}>
        <Legend ref={(el) => (legends.current[2] = el)} tabIndex={-1}>
          Step 3 of 4: {QUOTE_STEPS[2]}
        </Legend>
        <Checkboxes>
          {services.map((service) => (
            <li key={service.id}>
              <label>
                <input type="checkbox" name="services" value={service.id} onChange={(event) => toggleService(service.id, event.target.checked)} />
                {service.name}
              </label>
            </li>
          ))}
        </Checkboxes>
        {errorFor('services') && <FieldMessage>{errorFor('services')}</FieldMessage>}
        <Selected aria-live="polite">
          {selectedNames.length === 0 ? 'No services selected yet.' : `${selectedNames.length} selected: ${selectedNames.join(', ')}`}
        </Selected>
      </Step>

      <Step ref={(el) => (fieldsets.current[3] = el)} hidden={isHidden(3)}>
        <Legend ref={(el) => (legends.current[3] = el)} tabIndex={-1}>
          Step 4 of 4: {QUOTE_STEPS[3]}
        </Legend>
        <OptionSelect name="timeline" label={quoteChoiceFields.timeline.label} options={timelines} error={errorFor('timeline')} />
        {/* Before the description: photos picked first are sent while the visitor writes it. */}
        <PhotoPicker
          photos={uploads.photos}
          onPick={
            stepped
              ? (files) => {
                  prepare();
                  uploads.add(files);
                }
              : null
          }
          onRemove={uploads.remove}
          error={errorFor(META_FIELDS.photos)}
        />
        <Field name="projectDescription" spec={quoteTextFields.projectDescription} error={errorFor('projectDescription')} />
      </Step>

      <Honeypot name={META_FIELDS.honeypot} />
      <FormProblem state={state} />
      {/* By the send button: on the last step, or under the whole form without scripts. */}
      {!isHidden(QUOTE_STEPS.length - 1) && <PrivacyNote text={privacyNote} />}

      <Actions>
        {stepped && step > 0 && (
          <Button type="button" $variant="light" onClick={() => goTo(step - 1)}>
            Back
          </Button>
        )}
        {/* Separate keys: were Next re-rendered in place as the submit button, the click that reaches the last step would also send the form. */}
        {stepped && step < QUOTE_STEPS.length - 1 ? (
          <Button key="next" type="button" onClick={() => stepIsValid(step) && goTo(step + 1)}>
            Next
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Get My Free Quote'}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Step = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  &[hidden] {
    display: none;
  }
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space.md};
  padding: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

const Progress = styled.ol<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.xs};
`;

const ProgressStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  text-align: center;
  color: ${({ $state }) => ($state === 'todo' ? theme.colors.inkSoft : theme.colors.oceanDeep)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ $state }) => ($state === 'todo' ? theme.colors.line : theme.colors.ocean)};
    color: ${({ $state }) => ($state === 'todo' ? theme.colors.ink : theme.colors.white)};
  }
`;

const Checkboxes = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    cursor: pointer;
  }

  input {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${theme.colors.ocean};
  }
`;

const Selected = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.palmDark};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;
