/**
 * The privacy note by the forms (issue 59, item 4): the contact form and the community dialog say, in staff's words
 * from data/forms.json, what is kept with a request and why, inside the form, before its send button.
 */
import React from 'react';
import { screen, within } from '@testing-library/react';
import forms from '../../data/forms.json';
import { SimpleForm } from '../../src/components/forms/SimpleForm';
import { ConnectDialog } from '../../src/sections/community/ConnectDialog';
import { renderWithSite } from '../helpers/render';

/** `hidden`: the community form is in a closed dialog until the visitor opens it. */
const expectNoteBeforeSend = (form: HTMLElement, send: string, hidden = false) => {
  const note = within(form).getByText(forms.privacyNote);
  const button = within(form).getByRole('button', { name: send, hidden });
  expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
};

test('the contact form says it above its send button', () => {
  renderWithSite(<SimpleForm kind="contact" label="Send us a message" submitLabel="Send Message" sentTitle="Sent" privacyNote={forms.privacyNote} />);
  expectNoteBeforeSend(screen.getByRole('form', { name: 'Send us a message' }), 'Send Message');
});

test('the community dialog’s form says it too', () => {
  renderWithSite(<ConnectDialog buttonLabel="Connect With Us" title="Partner with us" text="Tell us about it." privacyNote={forms.privacyNote} />);
  expectNoteBeforeSend(screen.getByRole('form', { name: 'Partner with us', hidden: true }), 'Submit', true);
});
