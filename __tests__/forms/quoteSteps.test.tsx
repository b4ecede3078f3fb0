/**
 * The quote form's parts (issue 65, item 4): its steps as data, moving between them (useQuoteSteps), the draft kept
 * in the browser (useQuoteDraft), and the form drawn from them: a draft's ticked services are shown as ticked, by
 * the line that reads the boxes themselves.
 */
import React, { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import forms from '../../data/forms.json';
import { QuoteForm } from '../../src/components/forms/QuoteForm';
import { FORMS, META_FIELDS } from '../../src/forms/fields';
import type { FieldError } from '../../src/forms/rules';
import { QUOTE_STEPS, stepOfField } from '../../src/forms/quoteSteps';
import { QUOTE_DRAFT_KEY, useQuoteDraft } from '../../src/forms/useQuoteDraft';
import { useQuoteSteps } from '../../src/forms/useQuoteSteps';
import { renderWithSite, staticQueryData } from '../helpers/render';

beforeEach(() => window.localStorage.clear());

describe('the steps as data', () => {
  test('every field of the quote, and its photos, is on exactly one step, and the steps are the four the form shows', () => {
    const drawn = QUOTE_STEPS.flatMap((step) => step.rows.flat());
    expect([...drawn].sort()).toEqual([...Object.keys(FORMS.quote), META_FIELDS.photos].sort());
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(QUOTE_STEPS.map((step) => step.title)).toEqual(['Contact Information', 'Property Details', 'Services Needed', 'Project Details']);
  });

  test('a field the server names is found on its step; one on no step on none', () => {
    expect(['phone', 'propertySize', 'services', META_FIELDS.photos, 'projectDescription', 'nothing'].map(stepOfField)).toEqual([0, 1, 2, 3, 3, -1]);
  });
});

/** Two steps (the form's own fieldsets) of one required field each: `a` on the first, `b` on the second. */
function TwoSteps({ turnedDown }: { turnedDown?: FieldError[] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const steps = useQuoteSteps({ count: 2, stepOf: (field) => ['a', 'b'].indexOf(field), formRef, turnedDown });
  return (
    <form ref={formRef} noValidate>
      {['a', 'b'].map((name, index) => (
        <fieldset key={name} hidden={index !== steps.step}>
          <legend tabIndex={-1}>{`Step ${index + 1}`}</legend>
          <input aria-label={`Field ${name}`} name={name} required />
        </fieldset>
      ))}
      <button type="button" onClick={steps.back}>
        Back
      </button>
      <button type="button" onClick={steps.next}>
        Next
      </button>
      <output>{`showing ${steps.step}`}</output>
    </form>
  );
}

describe('useQuoteSteps', () => {
  test('Next waits for the step’s required field; a move puts focus on the step’s legend, and Back goes back', () => {
    render(<TwoSteps />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('showing 0')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Field a'), { target: { value: 'filled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('showing 1')).toBeInTheDocument();
    expect(screen.getByText('Step 2')).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1')).toHaveFocus();
  });

  test('a field the server turned down shows its step with the cursor in the field, not on the legend', () => {
    const { rerender } = render(<TwoSteps />);
    rerender(
      <TwoSteps
        turnedDown={[
          { field: 'elsewhere', message: 'Not on a step.' },
          { field: 'b', message: 'Say more.' },
        ]}
      />,
    );
    expect(screen.getByText('showing 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Field b')).toHaveFocus();
  });

  test('an answer naming no field of a step moves nothing', () => {
    const { rerender } = render(<TwoSteps />);
    rerender(<TwoSteps turnedDown={[{ field: 'elsewhere', message: 'Not on a step.' }]} />);
    expect(screen.getByText('showing 0')).toBeInTheDocument();
  });
});

/** A form with a draft: a typed field, a list, two boxes and the robots' trap; `step` as the form would show it. */
function Drafted({ step, show }: { step: number; show: (step: number) => number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useQuoteDraft(formRef, { step, stepped: true, show });
  return (
    <form ref={formRef} onInput={draft.save} onChange={draft.save}>
      <input aria-label="City" name="city" />
      <select aria-label="Size" name="size" defaultValue="">
        <option value="">Select…</option>
        <option value="medium">Medium</option>
      </select>
      <ul>
        {['turf', 'lights'].map((value) => (
          <li key={value}>
            <input type="checkbox" aria-label={value} name="services" value={value} />
          </li>
        ))}
      </ul>
      <input aria-label="Trap" name={META_FIELDS.honeypot} />
      <button type="button" onClick={draft.clear}>
        Sent
      </button>
    </form>
  );
}

const savedDraft = () => JSON.parse(window.localStorage.getItem(QUOTE_DRAFT_KEY) ?? 'null');

describe('useQuoteDraft', () => {
  test('what is typed is kept with the step shown, never the trap field; opened again, the form has it back and the step shows', () => {
    const first = render(<Drafted step={1} show={(step) => step} />);
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Carolina Beach' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'medium' } });
    fireEvent.click(screen.getByLabelText('lights'));
    fireEvent.input(screen.getByLabelText('Trap'), { target: { value: 'http://spam.example' } });
    expect(savedDraft()).toEqual({ step: 1, values: { city: 'Carolina Beach', size: 'medium', services: ['lights'], [META_FIELDS.honeypot]: '' } });
    first.unmount();

    const show = jest.fn((step: number) => step);
    const ticked = jest.fn();
    document.addEventListener('change', ticked);
    render(<Drafted step={0} show={show} />);
    document.removeEventListener('change', ticked);
    expect(show).toHaveBeenCalledWith(1);
    expect(screen.getByLabelText('City')).toHaveValue('Carolina Beach');
    expect(screen.getByLabelText('Size')).toHaveValue('medium');
    expect(screen.getByLabelText('lights')).toBeChecked();
    expect(screen.getByLabelText('turf')).not.toBeChecked();
    expect(screen.getByLabelText('Trap')).toHaveValue('');
    // The box ticked again says so, as a visitor's tick would; the box left alone says nothing.
    expect(ticked.mock.calls.map(([event]) => (event.target as HTMLInputElement).value)).toEqual(['lights']);
  });

  test('once begun, the draft follows the visitor from step to step; a quote sent clears it', () => {
    const { rerender } = render(<Drafted step={0} show={(step) => step} />);
    rerender(<Drafted step={1} show={(step) => step} />);
    expect(savedDraft()).toBeNull();
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Wilmington' } });
    rerender(<Drafted step={2} show={(step) => step} />);
    expect(savedDraft()).toMatchObject({ step: 2, values: { city: 'Wilmington' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(savedDraft()).toBeNull();
  });

  test('a draft that cannot be read is left alone and the form opens empty on its first step', () => {
    window.localStorage.setItem(QUOTE_DRAFT_KEY, '{not json');
    const show = jest.fn((step: number) => step);
    render(<Drafted step={0} show={show} />);
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });
});

describe('the quote form', () => {
  const services = staticQueryData.allService.nodes.map(({ id, name }) => ({ id, name }));
  const renderQuote = () =>
    renderWithSite(
      <QuoteForm
        label="Request a quote"
        services={services}
        propertyTypes={forms.propertyTypes}
        propertySizes={forms.propertySizes}
        timelines={forms.timelines}
        privacyNote={forms.privacyNote}
      />,
    );

  test('a draft left on the services step opens there, its services ticked and named; ticking another names it too', () => {
    const [turf, , lighting] = services;
    window.localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify({ step: 2, values: { firstName: 'Dana', services: [lighting.id] } }));
    renderQuote();
    expect(screen.getByText('Step 3 of 4: Services Needed')).toBeVisible();
    expect(screen.getByLabelText(lighting.name)).toBeChecked();
    expect(screen.getByText(`1 selected: ${lighting.name}`)).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText(turf.name));
    expect(screen.getByText(`2 selected: ${turf.name}, ${lighting.name}`)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(lighting.name));
    fireEvent.click(screen.getByLabelText(turf.name));
    expect(screen.getByText('No services selected yet.')).toBeInTheDocument();
  });

  test('a draft left on the first step still names its services when the visitor reaches them', () => {
    const lighting = services[2];
    window.localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify({ step: 0, values: { services: [lighting.id] } }));
    renderQuote();
    expect(screen.getByText('Step 1 of 4: Contact Information')).toBeVisible();
    expect(screen.getByText(`1 selected: ${lighting.name}`, { selector: 'p' })).not.toBeVisible();
  });
});
