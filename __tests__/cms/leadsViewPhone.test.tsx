/**
 * The leads view's first screen on a phone, and in the app from the home screen (issue 66, item 6), in jsdom against
 * the stand-in of the leads API (leadsApiStandIn.ts): the Inbox's leads waiting for an answer come first, newest
 * first, each with how long it has waited and its Call and Email, a tap on which records the lead's first answer; the
 * reports and filters are one tap away; the place shown is marked. And what loads first: the first rows are on the
 * screen before the counts, which list every key of every place, are asked for. What a real browser does with it is
 * e2e/leads.spec.ts's (@phone).
 */
import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadsView } from '../../src/cms/leads/LeadsView';
import type { Lead } from '../../src/leads/lead';
import { aLead, leadsApiStandIn } from './leadsApiStandIn';
import { dialerStandIn } from './jsdomDialer';
import { dialogOpensAndCloses } from './jsdomDialog';

const MINUTE = 60_000;
/** A time `minutes` (and 20 seconds, so that a minute turning over mid-test changes nothing) before now. */
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE - 20_000).toISOString();

/** Three leads waiting in the Inbox, two answered (by a state, and by a call tapped), one Held, one in Spam. */
function someLeads(): Lead[] {
  const contacted = aLead('inbox-contacted', 'inbox', ago(30), 'Cora');
  const called = aLead('inbox-called', 'inbox', ago(20), 'Cal');
  return [
    aLead('inbox-old', 'inbox', ago(125), 'Olive'),
    aLead('inbox-new', 'inbox', ago(5), 'Nina'),
    aLead('inbox-mid', 'inbox', ago(45), 'Mia'),
    { ...contacted, followUp: { ...contacted.followUp, state: 'contacted' } },
    { ...called, clock: { firstAnswer: { at: ago(18), by: 'pat', how: 'call' } } },
    aLead('held-1', 'held', ago(10), 'Holly'),
    aLead('spam-1', 'spam', ago(15), 'Sly'),
  ];
}

/** The window as a phone (`width` below 720) or a laptop, opened in a browser tab or from the home screen. */
function screenOf({ width, standalone = false }: { width: number; standalone?: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? width < 720 : query.includes('standalone') ? standalone : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

let standIn: ReturnType<typeof leadsApiStandIn>;

function showView(leads: Lead[], address = '/admin/leads/') {
  standIn = leadsApiStandIn(leads);
  global.fetch = standIn.fetch as typeof fetch;
  window.history.replaceState(null, '', address);
  render(<LeadsView serviceNames={new Map()} campaignNames={new Map()} signIn={jest.fn()} />);
  return standIn;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const waitingList = () => screen.getByRole('list', { name: 'Waiting for an answer, newest first' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const places = () => within(screen.getByRole('group', { name: 'Places' })).getAllByRole('button');

beforeAll(dialogOpensAndCloses);
const dialled = dialerStandIn();

beforeEach(() => {
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'token-owner' }));
  sessionStorage.clear();
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('on a phone the view opens on the Inbox’s leads waiting for an answer, newest first, each with its time waiting, Call and Email', async () => {
  screenOf({ width: 412 });
  showView(someLeads());
  await screen.findByText('All 5 leads shown.');
  expect(names(waitingList())).toEqual(['Nina Ortiz', 'Mia Ortiz', 'Olive Ortiz']);
  const cards = within(waitingList()).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByText(/^Waiting /).textContent)).toEqual(['Waiting 5 min', 'Waiting 45 min', 'Waiting 2 h 05 min']);
  for (const [card, id] of cards.map((each, index) => [each, ['inbox-new', 'inbox-mid', 'inbox-old'][index]] as const)) {
    expect(within(card).getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:9105550199');
    expect(within(card).getByRole('link', { name: /^Email / })).toHaveAttribute('href', `mailto:${id}@example.com`);
  }
  // It is the first list on the screen, the reports and filters folded into one line above it; the answered come after.
  const lists = screen.getAllByRole('list').map((list) => list.getAttribute('aria-label'));
  expect(lists).toEqual(['Waiting for an answer, newest first', 'Answered, newest first']);
  expect(names(screen.getByRole('list', { name: 'Answered, newest first' }))).toEqual(['Cal Ortiz', 'Cora Ortiz']);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByLabelText('Search name, email or phone')).toBeNull();
  expect(screen.queryByRole('figure')).toBeNull();
});

test('the reports and filters are one tap away, and what the filters narrow the fold says', async () => {
  screenOf({ width: 412 });
  showView(someLeads());
  await screen.findByText('All 5 leads shown.');
  await userEvent.click(screen.getByText('Reports and filters'));
  expect(screen.getByRole('table', { name: 'Leads per week by form' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Search name, email or phone'), 'mia');
  expect(names(waitingList())).toEqual(['Mia Ortiz']);
  expect(screen.getByText('Reports and filters (filters on)')).toBeInTheDocument();
});

test('the place shown is marked, and a tap shows another', async () => {
  screenOf({ width: 412 });
  showView(someLeads());
  await screen.findByText('Inbox (5)');
  const current = () => places().map((button) => button.getAttribute('aria-current'));
  expect(current()).toEqual(['true', null, null]);
  expect(places().map((button) => button.textContent)).toEqual(['Inbox (5)', 'Held (1)', 'Spam (1)']);
  await userEvent.click(places()[1]);
  await screen.findByText('All 1 leads shown.');
  expect(current()).toEqual([null, 'true', null]);
  expect(screen.queryByRole('list', { name: 'Waiting for an answer, newest first' })).toBeNull();
  expect(names(screen.getByRole('list', { name: 'Leads, newest first' }))).toEqual(['Holly Ortiz']);
});

test('a tap on Call records the lead’s first answer, once, and the lead leaves the waiting', async () => {
  screenOf({ width: 412 });
  const api = showView(someLeads());
  await screen.findByText('All 5 leads shown.');
  const nina = within(waitingList()).getAllByRole('listitem')[0];
  await userEvent.click(within(nina).getByRole('link', { name: 'Call Nina Ortiz' }));
  await settle();
  expect(dialled).toEqual(['tel:9105550199']);
  const answers = api.requests.filter((request) => request.method === 'POST').map((request) => request.body);
  expect(answers).toEqual([{ action: 'answer', id: 'inbox-new', how: 'call' }]);
  expect(names(waitingList())).toEqual(['Mia Ortiz', 'Olive Ortiz']);
  expect(names(screen.getByRole('list', { name: 'Answered, newest first' }))).toEqual(['Nina Ortiz', 'Cal Ortiz', 'Cora Ortiz']);
  // A lead answered already is not recorded again.
  await userEvent.click(screen.getByRole('link', { name: 'Email Cal Ortiz' }));
  await settle();
  // Its mail still opens.
  expect(dialled).toEqual(['tel:9105550199', 'mailto:inbox-called@example.com']);
  expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});

test('the app opened from the home screen opens on the waiting leads at any width; a laptop’s tab keeps the table and the reports', async () => {
  screenOf({ width: 1280 });
  showView(someLeads(), '/admin/leads/?app=1');
  await screen.findByText('All 5 leads shown.');
  expect(names(waitingList())).toEqual(['Nina Ortiz', 'Mia Ortiz', 'Olive Ortiz']);
  expect(screen.queryByRole('figure')).toBeNull();
});

test('on a laptop the view is the table with the reports and filters, the place shown marked', async () => {
  screenOf({ width: 1280 });
  showView(someLeads());
  await screen.findByText('All 5 leads shown.');
  expect(screen.queryByRole('list', { name: 'Waiting for an answer, newest first' })).toBeNull();
  expect(within(screen.getByRole('table', { name: 'Leads, newest first' })).getAllByRole('row')).toHaveLength(6);
  expect(screen.getByRole('table', { name: 'Leads per week by form' })).toBeInTheDocument();
  expect(screen.getByLabelText('Search name, email or phone')).toBeInTheDocument();
  expect(places()[0]).toHaveAttribute('aria-current', 'true');
});

test('the first rows are on the screen before the counts are asked for; the deleted leads wait for them too', async () => {
  const api = leadsApiStandIn(someLeads());
  const firstPage = api.hold((request) => request.url.searchParams.get('offset') === '0');
  const counts = api.hold((request) => request.url.searchParams.has('counts'));
  global.fetch = api.fetch as typeof fetch;
  window.history.replaceState(null, '', '/admin/leads/');
  render(<LeadsView serviceNames={new Map()} campaignNames={new Map()} signIn={jest.fn()} />);
  await settle();
  // Only the first page is asked for while it is on its way.
  expect(api.requests.map((request) => request.url.search)).toEqual(['?place=inbox&offset=0&limit=50']);
  firstPage.release();
  await screen.findByText('All 5 leads shown.');
  expect(within(screen.getByRole('table', { name: 'Leads, newest first' })).getAllByRole('row')).toHaveLength(6);
  expect(places().map((button) => button.textContent)).toEqual(['Inbox', 'Held', 'Spam']);
  expect(api.requests.map((request) => request.url.search)).toEqual(['?place=inbox&offset=0&limit=50', '?counts=1', '?removed=1']);
  counts.release();
  await settle();
  expect(places().map((button) => button.textContent)).toEqual(['Inbox (5)', 'Held (1)', 'Spam (1)']);
});

test('counts asked for before a move are dropped and asked for again, so the move is counted once', async () => {
  const api = showView(someLeads(), '/admin/leads/?lead=held-1');
  const dialog = await screen.findByRole('dialog', { name: 'Message from Holly Ortiz' });
  await screen.findByText('Inbox (5)');
  const counts = api.hold((request) => request.url.searchParams.has('counts'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not spam: move to the Inbox' }));
  await within(dialog).findByText('Moved to the Inbox.');
  await settle();
  counts.release();
  await settle();
  expect(places().map((button) => button.textContent)).toEqual(['Inbox (6)', 'Held (0)', 'Spam (1)']);
  expect(api.requests.filter((request) => request.url.searchParams.has('counts'))).toHaveLength(2);
});
