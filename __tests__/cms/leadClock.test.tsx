/**
 * The clock in the leads view (issue 66, item 5): a tap on the open lead's Call or Email posts its first answer with
 * `keepalive`, the login's token and nothing else (useAnswer.ts, lead/AnswerLinks.tsx), and the lead then shows it;
 * the open lead's times (lead/Clock.tsx); the reports' figures of how fast leads were answered
 * (reports/answerTimes.ts, counted within opening hours) and their table for the period chosen (ResponseTimes.tsx).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React, { useState } from 'react';
import { SignInProvider } from '../../src/cms/leads/context';
import { AnswerLinks } from '../../src/cms/leads/lead/AnswerLinks';
import { Clock } from '../../src/cms/leads/lead/Clock';
import { Reports } from '../../src/cms/leads/reports/Reports';
import { responseTimes } from '../../src/cms/leads/reports/answerTimes';
import { campaignNames } from '../../src/leads/campaignNames';
import type { Lead, LeadClock } from '../../src/leads/lead';
import { VALID } from '../forms/fixtures';
import { dialerStandIn } from './jsdomDialer';

/** A contact lead received at `receivedAt` with `clock`, from the truck's QR code unless `source` says otherwise. */
function lead(receivedAt: string, clock: LeadClock = {}, source: Lead['source'] = { landing: '/?utm_source=truck', utmSource: 'truck' }): Lead {
  return {
    id: `lead-${receivedAt}`,
    kind: 'contact',
    receivedAt,
    values: { ...VALID.contact, firstName: 'Dana', lastName: 'Ortiz' },
    place: 'inbox',
    mailed: null,
    followUp: { state: 'new', history: [], version: 0 },
    clock,
    ...(source ? { source } : {}),
  };
}

const answer = (at: string, how: 'call' | 'email' | 'state' = 'call') => ({ firstAnswer: { at, by: 'kim', byName: 'Kim Office', how } });

describe('Call and Email in the open lead', () => {
  const posted: Array<{ url: string; init: RequestInit }> = [];
  const dialled = dialerStandIn();
  beforeEach(() => {
    posted.length = 0;
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, init });
      const { id, how } = JSON.parse(String(init.body));
      const body = { ok: true, lead: { ...lead('2026-11-20T14:00:00Z'), id, clock: answer('2026-11-20T14:04:00Z', how) } };
      return { ok: true, status: 200, json: async () => body };
    }) as unknown as typeof fetch;
  });

  /** The open lead's links as the dialog places them, showing the lead's first answer as it now stands. */
  function Open() {
    const [shown, setShown] = useState(lead('2026-11-20T14:00:00Z'));
    return (
      <SignInProvider signIn={() => undefined} token={() => 'token-kim'}>
        <AnswerLinks lead={shown} onAnswered={setShown} />
        <Clock lead={shown} />
      </SignInProvider>
    );
  }

  test('a tap on Call posts the first answer with keepalive and the login, and the lead then shows who answered and how', async () => {
    render(<Open />);
    const call = screen.getByRole('link', { name: 'Call Dana Ortiz' });
    expect(call).toHaveAttribute('href', 'tel:9105550199');
    fireEvent.click(call);
    await waitFor(() => expect(posted).toHaveLength(1));
    // The dialer opens as the link would: the page does not stop it.
    expect(dialled).toEqual(['tel:9105550199']);
    const [{ url, init }] = posted;
    expect(url).toBe('/api/leads');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-kim');
    expect(JSON.parse(String(init.body))).toEqual({ action: 'answer', id: 'lead-2026-11-20T14:00:00Z', how: 'call' });
    expect(await screen.findByText('11/20/2026, 09:04: a call by Kim Office (kim)')).toBeInTheDocument();
    expect(screen.getByText('4 min (4 min within opening hours)')).toBeInTheDocument();
  });

  test('Email posts an email; a failure to record it stops nothing and shows no answer', async () => {
    render(<Open />);
    fireEvent.click(screen.getByRole('link', { name: 'Email Dana Ortiz' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(String(posted[0].init.body)).how).toBe('email');
    expect(dialled).toEqual([`mailto:${VALID.contact.email}`]);
    await screen.findByText(/an email by Kim Office/);

    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Open />);
    fireEvent.click(screen.getAllByRole('link', { name: 'Call Dana Ortiz' })[1]);
    await waitFor(() => expect(warned).toHaveBeenCalled());
    expect(dialled).toHaveLength(2);
    expect(screen.getAllByText(/^None yet: waiting/)).toHaveLength(1);
    warned.mockRestore();
  });
});

test('the open lead’s times: when it came, who was told how, first opened, first answer and how long it took', () => {
  render(
    <Clock
      lead={lead('2026-11-27T14:05:00Z', {
        toldAt: { mail: '2026-11-27T14:05:02Z', push: '2026-11-27T14:05:03Z' },
        firstOpened: { at: '2026-11-27T14:12:00Z', by: 'pat', byName: 'Pat Owner' },
        firstAnswer: { at: '2026-11-27T14:17:00Z', by: 'pat', how: 'state' },
      })}
    />,
  );
  const times = screen.getByRole('region', { name: 'Times' });
  const said = within(times)
    .getAllByRole('definition')
    .map((definition) => definition.textContent);
  expect(said).toEqual([
    '11/27/2026, 09:05',
    'by mail 11/27/2026, 09:05; by a push 11/27/2026, 09:05',
    '11/27/2026, 09:12 by Pat Owner (pat)',
    '11/27/2026, 09:17: a follow-up state by pat',
    '12 min (12 min within opening hours)',
  ]);
});

describe('how fast leads were answered', () => {
  const NOW = Date.parse('2026-11-24T20:00:00Z'); // Tuesday 15:00 Eastern
  const campaigns = campaignNames();

  test('the median within opening hours, and the shares within 5 minutes and an hour, overall and by source; a lead still young is neither', () => {
    const leads = [
      // Friday 20 November, 20:00 Eastern, called Monday 08:03: three minutes of opening hours.
      lead('2026-11-21T01:00:00Z', answer('2026-11-23T13:03:00Z')),
      // Monday 10:00, answered at 10:20 by a state: twenty minutes.
      lead('2026-11-23T15:00:00Z', answer('2026-11-23T15:20:00Z', 'state'), { landing: '/', referrer: 'www.google.com' }),
      // Monday 16:30, emailed Tuesday 09:00: thirty minutes before closing and an hour after opening.
      lead('2026-11-23T21:30:00Z', answer('2026-11-24T14:00:00Z', 'email')),
      // Tuesday 09:00, not answered: six hours of opening time, late for both.
      lead('2026-11-24T14:00:00Z', {}, { landing: '/', referrer: 'www.google.com' }),
      // Tuesday 14:58, not answered yet: two minutes, neither in time nor late.
      lead('2026-11-24T19:58:00Z'),
      // Long before the period.
      lead('2026-06-01T14:00:00Z', answer('2026-06-01T14:01:00Z')),
    ];
    const [all, ...bySource] = responseTimes(leads, '30', campaigns, NOW);
    expect(all).toEqual({
      source: null,
      leads: 5,
      answered: 3,
      medianMs: 20 * 60_000,
      fiveMinutes: { made: 1, of: 4 },
      anHour: { made: 2, of: 4 },
    });
    expect(bySource.map(({ source, leads: count, answered, medianMs }) => ({ source, count, answered, medianMs }))).toEqual([
      { source: 'Truck QR code', count: 3, answered: 2, medianMs: ((3 + 90) / 2) * 60_000 },
      { source: 'Google search', count: 2, answered: 1, medianMs: 20 * 60_000 },
    ]);
  });

  test('the reports’ period chooses the leads of both the sources and the times, and the table says what it counts', async () => {
    const leads = [lead('2026-11-23T15:00:00Z', answer('2026-11-23T15:02:00Z')), lead(new Date(Date.now() - 200 * 86_400_000).toISOString())];
    render(<Reports leads={leads} place="inbox" />);
    const figure = screen.getByText('How fast leads were answered').closest('figure')!;
    expect(figure).toHaveTextContent('counted within opening hours (Monday to Friday, 8:00 AM to 5:00 PM, Eastern)');
    const allSources = () => within(figure).getByRole('row', { name: /^All sources/ });
    expect(allSources()).toHaveTextContent(/^All sources1/);
    await userEvent.selectOptions(screen.getByLabelText('Period'), '0');
    expect(allSources()).toHaveTextContent(/^All sources21/);
    // The old lead, never answered, is late for both; the other was answered in 2 minutes.
    expect(allSources()).toHaveTextContent('All sources212 min50% (1 of 2)50% (1 of 2)');
  });
});
