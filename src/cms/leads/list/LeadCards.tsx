/**
 * The leads as cards, for a phone (the owner reads leads in the truck): name, how long a lead waits for an answer,
 * when, form, place, the first lines of what the visitor wrote, and buttons to call and to write, big enough for a
 * thumb. A tap on Call or Email of a lead nobody answered yet records it as its first answer (`onAnswer`), as the
 * phone's dialer or mail program opens. The view draws the cards on a phone's width and the table on a wider one
 * (useLayout.ts), never both.
 */
import React, { useEffect, useState } from 'react';
import { inWords, isWaiting, waitingMs } from '../../../leads/clock';
import { mailtoHref, telHref } from '../../../leads/links';
import { PLACE_NAMES } from '../../../leads/places';
import { FORM_NAMES, eastern, nameOf, text } from '../../../leads/rows';
import { STATE_NAMES } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';
import type { Tapped } from '../useAnswer';

/** What a card does when staff tap its name, or its Call or Email. */
export interface CardActions {
  onOpen: (lead: Lead) => void;
  /** Staff tapped Call or Email on a lead with no first answer yet. */
  onAnswer?: (lead: Lead, how: Tapped) => void;
}

/**
 * Enough of the message for the three lines the card shows: the rest is clamped away on screen, and cutting it here
 * keeps a long message from being read out whole. Cut by characters, not UTF-16 units, so no emoji is split.
 */
const MESSAGE_CHARACTERS = 280;

function firstLines(lead: Lead) {
  const characters = Array.from(text(lead.values.message ?? lead.values.projectDescription).trim());
  return characters.length > MESSAGE_CHARACTERS ? `${characters.slice(0, MESSAGE_CHARACTERS).join('').trimEnd()}…` : characters.join('');
}

/** The time now, a minute at a time: how long each lead has waited moves on while the page stays open. */
function useMinute() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface CardsProps extends CardActions {
  leads: readonly Lead[];
  /** The list's name, as a screen reader announces it. */
  label?: string;
  /** Each lead's name is a heading of this level: 3 where the cards stand under a heading of their own. */
  level?: 2 | 3;
}

/** The cards of `leads`, in their order, as a list named `label`. */
export function LeadCards({ leads, label = 'Leads, newest first', level = 2, ...actions }: CardsProps) {
  const now = useMinute();
  if (!leads.length) return null;
  return (
    <ul className="lead-cards" aria-label={label}>
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} now={now} level={level} {...actions} />
      ))}
    </ul>
  );
}

function LeadCard({ lead, now, level, onOpen, onAnswer }: CardActions & { lead: Lead; now: number; level: 2 | 3 }) {
  const Name = level === 3 ? 'h3' : 'h2';
  const name = nameOf(lead);
  const [email, phone] = [text(lead.values.email), text(lead.values.phone)];
  const [call, mail] = [telHref(phone), mailtoHref(email)];
  const message = firstLines(lead);
  // Leads from before places were kept have none: nothing is shown rather than a guess. A lead waiting for an answer
  // is in the Inbox and New, which its wait says.
  const place = lead.place ? PLACE_NAMES[lead.place] : undefined;
  const waiting = isWaiting(lead);
  // Only the first answer counts: a lead answered already is not recorded again.
  const answer = (how: Tapped) => (lead.clock?.firstAnswer ? undefined : () => onAnswer?.(lead, how));
  return (
    <li className="lead-card">
      <Name className="card-name" dir="auto">
        <button type="button" className="link" onClick={() => onOpen(lead)}>
          {name || '(no name)'}
        </button>
      </Name>
      {waiting ? <p className="card-waiting">Waiting {inWords(waitingMs(lead, now))}</p> : null}
      <p className="card-facts">
        <time dateTime={lead.receivedAt}>{eastern(lead.receivedAt)}</time>
        <span>{FORM_NAMES[lead.kind]}</span>
        {place && !waiting ? <span>{place}</span> : null}
        {waiting ? null : <span>{STATE_NAMES[lead.followUp.state]}</span>}
      </p>
      {message ? (
        <p className="card-message" dir="auto">
          {message}
        </p>
      ) : null}
      {call || mail ? (
        <p className="card-actions">
          {call ? (
            <a className="card-action" href={call} onClick={answer('call')}>
              Call<span className="visually-hidden"> {name || phone}</span>
            </a>
          ) : null}
          {mail ? (
            <a className="card-action" href={mail} onClick={answer('email')}>
              Email<span className="visually-hidden"> {name || email}</span>
            </a>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
