/**
 * The leads as cards, for a phone (the owner reads leads in the truck): name, when, form, place, the first lines of
 * what the visitor wrote, and buttons to call and to write, big enough for a thumb. Given the same leads as the
 * table; main.tsx's style shows one or the other by the window's width, and hides the other with display: none,
 * so only one is ever read out or reached by keyboard.
 */
import React from 'react';
import { mailtoHref, telHref } from '../../../leads/links';
import { PLACE_NAMES } from '../../../leads/places';
import { FORM_NAMES, eastern, nameOf, text } from '../../../leads/rows';
import { STATE_NAMES } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';

/**
 * Enough of the message for the three lines the card shows: the rest is clamped away on screen, and cutting it here
 * keeps a long message from being read out whole. Cut by characters, not UTF-16 units, so no emoji is split.
 */
const MESSAGE_CHARACTERS = 280;

function firstLines(lead: Lead) {
  const characters = Array.from(text(lead.values.message ?? lead.values.projectDescription).trim());
  return characters.length > MESSAGE_CHARACTERS ? `${characters.slice(0, MESSAGE_CHARACTERS).join('').trimEnd()}…` : characters.join('');
}

export function LeadCards({ leads, onOpen }: { leads: readonly Lead[]; onOpen: (lead: Lead) => void }) {
  // The table says "No leads match." for both.
  if (!leads.length) return null;
  return (
    <ul className="lead-cards" aria-label="Leads, newest first">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function LeadCard({ lead, onOpen }: { lead: Lead; onOpen: (lead: Lead) => void }) {
  const name = nameOf(lead);
  const [email, phone] = [text(lead.values.email), text(lead.values.phone)];
  const [call, mail] = [telHref(phone), mailtoHref(email)];
  const message = firstLines(lead);
  // Leads from before places were kept have none: nothing is shown rather than a guess.
  const place = lead.place ? PLACE_NAMES[lead.place] : undefined;
  return (
    <li className="lead-card">
      <h2 className="card-name" dir="auto">
        <button type="button" className="link" onClick={() => onOpen(lead)}>
          {name || '(no name)'}
        </button>
      </h2>
      <p className="card-facts">
        <time dateTime={lead.receivedAt}>{eastern(lead.receivedAt)}</time>
        <span>{FORM_NAMES[lead.kind]}</span>
        {place ? <span>{place}</span> : null}
        <span>{STATE_NAMES[lead.followUp.state]}</span>
      </p>
      {message ? (
        <p className="card-message" dir="auto">
          {message}
        </p>
      ) : null}
      {call || mail ? (
        <p className="card-actions">
          {call ? (
            <a className="card-action" href={call}>
              Call<span className="visually-hidden"> {name || phone}</span>
            </a>
          ) : null}
          {mail ? (
            <a className="card-action" href={mail}>
              Email<span className="visually-hidden"> {name || email}</span>
            </a>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
