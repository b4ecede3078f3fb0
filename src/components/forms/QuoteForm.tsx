import React, { useRef } from 'react';
import styled from 'styled-components';
import { META_FIELDS, quoteChoiceFields, quoteTextFields } from '../../forms/fields';
import { QUOTE_STEPS, type QuoteFieldName, stepOfField } from '../../forms/quoteSteps';
import { useFormSubmission } from '../../forms/useFormSubmission';
import { usePhotoUploads } from '../../forms/usePhotoUploads';
import { useQuoteDraft } from '../../forms/useQuoteDraft';
import { useQuoteSteps } from '../../forms/useQuoteSteps';
import { useHydrated } from '../../hooks/useHydrated';
import { Button } from '../ui/buttons';
import { Field, Honeypot } from './Field';
import { FormProblem, FormSent } from './FormStatus';
import { PhotoPicker } from './PhotoPicker';
import { PrivacyNote } from './PrivacyNote';
import { OptionSelect, type Option, ServiceChoices } from './QuoteFields';
import { QuoteProgress, QuoteStep } from './QuoteStep';
import { Form } from './SimpleForm';
import { theme } from '../../theme/theme';

interface QuoteFormProps {
  label: string;
  services: readonly { id: string; name: string }[];
  propertyTypes: readonly Option[];
  propertySizes: readonly Option[];
  timelines: readonly Option[];
  /** What is kept with a request and why, in staff's words (`privacyNote` of data/forms.json). */
  privacyNote: string;
}

const isTextField = (name: string): name is keyof typeof quoteTextFields => name in quoteTextFields;

/**
 * The four-step quote form. Without scripts all four steps show as one
 * form posted to /api/quote (multipart, with the photos' files); once the
 * page is interactive it shows one step at a time, Next only moves on when
 * the step's required fields are filled in, the answers are kept as a draft
 * in the browser until the quote is sent (photos are not: they are sent as
 * they are picked), and sending happens in place. The steps and their fields
 * are data (src/forms/quoteSteps.ts), each drawn in the same frame.
 */
export function QuoteForm({ label, services, propertyTypes, propertySizes, timelines, privacyNote }: QuoteFormProps) {
  const stepped = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { state, submit, reset, errorFor, prepare, requestId } = useFormSubmission('quote');
  const uploads = usePhotoUploads(requestId);
  const steps = useQuoteSteps({ count: QUOTE_STEPS.length, stepOf: stepOfField, formRef, turnedDown: state.status === 'failed' ? state.errors : undefined });
  const draft = useQuoteDraft(formRef, { step: steps.step, stepped, show: steps.show });
  const sending = state.status === 'sending';
  const last = QUOTE_STEPS.length - 1;
  const isHidden = (index: number) => stepped && index !== steps.step;
  const options = { propertyType: propertyTypes, propertySize: propertySizes, timeline: timelines };

  const field = (name: QuoteFieldName) => {
    if (isTextField(name)) return <Field key={name} name={name} spec={quoteTextFields[name]} error={errorFor(name)} />;
    if (name === 'services') return <ServiceChoices key={name} name={name} services={services} error={errorFor(name)} />;
    if (name === META_FIELDS.photos)
      return (
        <PhotoPicker
          key={name}
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
          error={errorFor(name)}
        />
      );
    return <OptionSelect key={name} name={name} label={quoteChoiceFields[name].label} options={options[name]} error={errorFor(name)} />;
  };

  if (state.status === 'sent') {
    return (
      <FormSent title="Quote request sent" state={state}>
        <div>
          <Button
            type="button"
            $variant="light"
            onClick={() => {
              // The new quote's first step takes focus, as a step the visitor moves to does: the button goes.
              steps.goTo(0);
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
        draft.save();
      }}
      onChange={draft.save}
      onSubmit={async (event) => {
        event.preventDefault();
        if (sending || !steps.everyComplete()) return;
        // The photos picked are sent as they are picked; the send waits for any still on their way, then names them.
        if (await submit(event.currentTarget, uploads.settled())) {
          draft.clear();
          uploads.reset();
        }
      }}
    >
      {/* Drawn from the first paint but shown once the form goes step by step, so nothing below it moves when the page wakes up. */}
      <QuoteProgress steps={QUOTE_STEPS} current={steps.step} shown={stepped} />

      {QUOTE_STEPS.map((step, index) => (
        <QuoteStep key={step.title} step={step} index={index} count={QUOTE_STEPS.length} hidden={isHidden(index)} field={field} />
      ))}

      <Honeypot name={META_FIELDS.honeypot} />
      <FormProblem state={state} />
      {/* By the send button: on the last step, or under the whole form without scripts. */}
      {!isHidden(last) && <PrivacyNote text={privacyNote} />}

      <Actions>
        {stepped && steps.step > 0 && (
          <Button type="button" $variant="light" onClick={steps.back}>
            Back
          </Button>
        )}
        {/* Separate keys: were Next re-rendered in place as the submit button, the click that reaches the last step would also send the form. */}
        {stepped && steps.step < last ? (
          <Button key="next" type="button" onClick={steps.next}>
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

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;
