/**
 * The leads view (src/cms/leads/) in jsdom against a stand-in of the leads API (leadsApiStandIn.ts), for what a
 * browser test cannot order at will: which of two answers comes first, a load still under way when staff switch
 * place, how often the reports are counted. What the real API and a real browser do is e2e/leads.spec.ts's.
 */
import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadsView } from '../../src/cms/leads/LeadsView';
import { leadsPerSource } from '../../src/cms/leads/reports/perSource';
import { leadsPerWeek } from '../../src/cms/leads/reports/weeks';
import type { Lead } from '../../src/leads/lead';
import { aLead, leadsApiStandIn } from './leadsApiStandIn';
import { dialogOpensAndCloses } from './jsdomDialog';

// Counted, not changed: each call still does the work.
jest.mock('../../src/cms/leads/reports/weeks', () => {
  const actual = jest.requireActual('../../src/cms/leads/reports/weeks');
  return { ...actual, leadsPerWeek: jest.fn(actual.leadsPerWeek) };
});
jest.mock('../../src/cms/leads/reports/perSource', () => {
  const actual = jest.requireActual('../../src/cms/leads/reports/perSource');
  return { ...actual, leadsPerSource: jest.fn(actual.leadsPerSource) };
});

/** Two leads in the Inbox, two Held, one in Spam (each named so that its dialog is "Message from <name> Ortiz"). */
const someLeads = (): Lead[] => [
  aLead('inbox-1', 'inbox', '2026-11-20T15:00:00.000Z', 'Ivy'),
  aLead('inbox-2', 'inbox', '2026-11-19T15:00:00.000Z', 'Ines'),
  aLead('held-1', 'held', '2026-11-18T15:00:00.000Z', 'Holly'),
  aLead('held-2', 'held', '2026-11-17T15:00:00.000Z', 'Hal'),
  aLead('spam-1', 'spam', '2026-11-16T15:00:00.000Z', 'Sly'),
];

let standIn: ReturnType<typeof leadsApiStandIn>;

/** The view at `address`, signed in, over `leads`. */
function showView(leads: Lead[], address = '/admin/leads/') {
  standIn = leadsApiStandIn(leads);
  global.fetch = standIn.fetch as typeof fetch;
  window.history.replaceState(null, '', address);
  render(<LeadsView serviceNames={new Map()} campaignNames={new Map()} signIn={jest.fn()} />);
  return standIn;
}

/** Lets every answer given so far reach the view. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const table = () => screen.getByRole('table', { name: 'Leads, newest first' });
const placeButtons = () => within(screen.getByRole('group', { name: 'Places' })).getAllByRole('button');
const place = (name: string) => within(screen.getByRole('group', { name: 'Places' })).getByRole('button', { name: new RegExp(`^${name}`) });

beforeAll(dialogOpensAndCloses);

beforeEach(() => {
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'token-owner' }));
  sessionStorage.clear();
  jest.mocked(leadsPerWeek).mockClear();
  jest.mocked(leadsPerSource).mockClear();
});

test('a lead opened from a link is read once, with its list', async () => {
  const api = showView(someLeads(), '/admin/leads/?lead=held-1');
  await screen.findByRole('dialog', { name: 'Message from Holly Ortiz' });
  await screen.findByText('All 2 leads shown.');
  await settle();
  expect(api.leadReads('held-1')).toHaveLength(1);
});

test('a lead opened from the list is read once, for its whole history', async () => {
  const api = showView(someLeads());
  await screen.findByText('All 2 leads shown.');
  await userEvent.click(within(table()).getByRole('button', { name: 'Ines Ortiz' }));
  await screen.findByRole('dialog', { name: 'Message from Ines Ortiz' });
  await settle();
  expect(api.leadReads('inbox-2')).toHaveLength(1);
});

test.each(['kept', 'linked'] as const)(
  'with a note kept for one lead and a link to another, the kept note’s lead opens with it when the %s one answers first',
  async (first) => {
    sessionStorage.setItem('coastal-leads-kept-note', JSON.stringify({ leadId: 'inbox-2', note: 'Call after 5.' }));
    const standIn = leadsApiStandIn(someLeads());
    const kept = standIn.hold((request) => request.url.searchParams.get('id') === 'inbox-2');
    const linked = standIn.hold((request) => request.url.searchParams.get('id') === 'held-1');
    global.fetch = standIn.fetch as typeof fetch;
    window.history.replaceState(null, '', '/admin/leads/?lead=held-1');
    render(<LeadsView serviceNames={new Map()} campaignNames={new Map()} signIn={jest.fn()} />);
    await screen.findByText('All 2 leads shown.');
    for (const answer of first === 'kept' ? [kept, linked] : [linked, kept]) {
      answer.release();
      await settle();
    }
    const dialog = await screen.findByRole('dialog', { name: 'Message from Ines Ortiz' });
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Call after 5.');
    expect(screen.queryByRole('dialog', { name: 'Message from Holly Ortiz' })).toBeNull();
    expect(standIn.leadReads('inbox-2')).toHaveLength(1);
  },
);

test('a lead opened from a link in another place, moved, takes the counts and the list with it', async () => {
  showView(someLeads(), '/admin/leads/?lead=held-1');
  const dialog = await screen.findByRole('dialog', { name: 'Message from Holly Ortiz' });
  await screen.findByText('All 2 leads shown.');
  expect(placeButtons().map((button) => button.textContent)).toEqual(['Inbox (2)', 'Held (2)', 'Spam (1)']);

  // From Held to Spam, neither of them the place shown.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Spam' }));
  await within(dialog).findByText('Moved to Spam.');
  expect(placeButtons().map((button) => button.textContent)).toEqual(['Inbox (2)', 'Held (1)', 'Spam (2)']);
  expect(screen.getByText('All 2 leads shown.')).toBeInTheDocument();

  // Into the place shown: it joins the list, in its turn by when it came.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not spam: move to the Inbox' }));
  await within(dialog).findByText('Moved to the Inbox.');
  expect(placeButtons().map((button) => button.textContent)).toEqual(['Inbox (3)', 'Held (1)', 'Spam (1)']);
  expect(screen.getByText('All 3 leads shown.')).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ivy Ortiz', 'Ines Ortiz', 'Holly Ortiz']);

  // And out of it again.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
  await within(dialog).findByText('Moved to Held.');
  expect(placeButtons().map((button) => button.textContent)).toEqual(['Inbox (2)', 'Held (2)', 'Spam (1)']);
  expect(screen.getByText('All 2 leads shown.')).toBeInTheDocument();
});

test('a lead moved before its whole read comes is counted once', async () => {
  const api = showView(someLeads());
  await screen.findByText('All 2 leads shown.');
  const read = api.hold((request) => request.url.searchParams.get('id') === 'inbox-1');
  await userEvent.click(within(table()).getByRole('button', { name: 'Ivy Ortiz' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message from Ivy Ortiz' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Spam' }));
  await within(dialog).findByText('Moved to Spam.');
  read.release();
  await settle();
  expect(placeButtons().map((button) => button.textContent)).toEqual(['Inbox (1)', 'Held (2)', 'Spam (2)']);
  expect(screen.getByText('All 1 leads shown.')).toBeInTheDocument();
  expect(within(dialog).getByText(/^In Spam/)).toBeInTheDocument();
});

test('older spam still loading when staff switch place does not join the new place’s list', async () => {
  const spam = Array.from({ length: 60 }, (_, n) =>
    aLead(`spam-${n}`, 'spam', new Date(Date.parse('2026-11-01T00:00:00Z') - n * 60_000).toISOString(), `Spammer${n}`),
  );
  const api = showView([...someLeads().filter((lead) => lead.place === 'inbox'), ...spam]);
  await screen.findByText('All 2 leads shown.');
  await userEvent.click(place('Spam'));
  const older = await screen.findByRole('button', { name: 'Show older spam' });
  const olderSpam = (request: { url: URL }) => request.url.searchParams.get('place') === 'spam' && request.url.searchParams.get('offset') !== '0';
  const hold = api.hold(olderSpam);
  await userEvent.click(older);
  await waitFor(() => expect(api.requests.some(olderSpam)).toBe(true));
  await userEvent.click(place('Inbox'));
  await screen.findByText('All 2 leads shown.');
  hold.release();
  await settle();
  expect(screen.getByText('All 2 leads shown.')).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ivy Ortiz', 'Ines Ortiz']);
});

test('typing a search does not count the reports again, and they say what they count', async () => {
  showView(someLeads());
  await screen.findByText('All 2 leads shown.');
  await settle();
  const counted = () => [jest.mocked(leadsPerWeek).mock.calls.length, jest.mocked(leadsPerSource).mock.calls.length];
  const before = counted();
  expect(before.every((calls) => calls > 0)).toBe(true);
  await userEvent.type(screen.getByLabelText('Search name, email or phone'), 'ivy ortiz');
  expect(
    within(table())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ivy Ortiz']);
  expect(counted()).toEqual(before);
  expect(screen.getByText('The reports count all 2 leads loaded in the Inbox, whatever the search and filters show.')).toBeInTheDocument();
  // A new period is counted again, the source report only.
  await userEvent.selectOptions(screen.getByLabelText('Period'), '0');
  expect(counted()).toEqual([before[0], before[1] + 1]);
});

/** Opens `name`'s lead from the table and deletes it, confirmed: the line that says so. */
async function deleteLead(name: string) {
  await userEvent.click(within(table()).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: `Message from ${name}` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete this lead…' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this lead for good?' })).getByRole('button', { name: 'Delete for good' }));
  return screen.findByText(`Deleted the lead “Message from ${name}”.`);
}

test('the line that says a lead was deleted is a status, and goes when staff open another lead', async () => {
  showView(someLeads());
  await screen.findByText('All 2 leads shown.');
  expect(await deleteLead('Ivy Ortiz')).toHaveAttribute('role', 'status');
  await userEvent.click(within(table()).getByRole('button', { name: 'Ines Ortiz' }));
  await screen.findByRole('dialog', { name: 'Message from Ines Ortiz' });
  expect(screen.queryByText(/^Deleted the lead/)).toBeNull();
});

test('the line that says a lead was deleted goes when staff switch place', async () => {
  showView(someLeads());
  await screen.findByText('All 2 leads shown.');
  await deleteLead('Ivy Ortiz');
  await userEvent.click(place('Held'));
  await screen.findByText('All 2 leads shown.');
  expect(screen.queryByText(/^Deleted the lead/)).toBeNull();
});
