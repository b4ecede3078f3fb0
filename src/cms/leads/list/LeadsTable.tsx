/**
 * The leads shown as a table, for a laptop (LeadCards.tsx is the phone's): the columns of `npm run leads` but the id
 * and the clock (which the open lead and the reports show), each lead's name a button that opens it, its email and
 * phone links only where src/leads/links.ts allows one. Writing or calling through a link of a lead nobody answered yet
 * records it as its first answer, as the cards' Call and Email do.
 */
import React from 'react';
import { mailtoHref, telHref } from '../../../leads/links';
import { PLACE_NAMES } from '../../../leads/places';
import { CLOCK_COLUMNS, COLUMNS, FORM_NAMES, eastern, firstLine, nameOf, text } from '../../../leads/rows';
import { describeSource } from '../../../leads/sources';
import { STATE_NAMES } from '../../../leads/states';
import type { Lead } from '../../../leads/lead';
import { useNames } from '../context';
import { MailCell } from '../parts';
import type { Tapped } from '../useAnswer';
import type { CardActions } from './LeadCards';

/** The table's columns: those of `npm run leads` but the id and the clock's. */
const TABLE_COLUMNS = COLUMNS.filter((column) => column !== 'Id' && !(CLOCK_COLUMNS as readonly string[]).includes(column));

/** A link to what a visitor typed, when it is something a link may reach (src/leads/links.ts); otherwise just the text. */
function LinkOrText({ href, text, onClick }: { href: string | undefined; text: string; onClick?: () => void }) {
  return href ? (
    <a href={href} onClick={onClick}>
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

/** The table of `leads`, newest first; nothing when there are none (the view says so). */
export function LeadsTable({ leads, onOpen, onAnswer }: CardActions & { leads: readonly Lead[] }) {
  const { services, campaigns } = useNames();
  if (!leads.length) return null;
  return (
    <div className="table-scroll">
      <table className="leads-table">
        <caption className="visually-hidden">Leads, newest first</caption>
        <thead>
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const { email, phone, city } = lead.values;
            const chosen = lead.values.services;
            const answer = (how: Tapped) => (lead.clock?.firstAnswer ? undefined : () => onAnswer?.(lead, how));
            return (
              <tr key={lead.id}>
                <td>{eastern(lead.receivedAt)}</td>
                <td>{FORM_NAMES[lead.kind]}</td>
                <td dir="auto">
                  <button type="button" className="link" onClick={() => onOpen(lead)}>
                    {nameOf(lead) || '(no name)'}
                  </button>
                </td>
                <td>
                  <LinkOrText href={mailtoHref(text(email))} text={text(email)} onClick={answer('email')} />
                </td>
                <td>
                  <LinkOrText href={telHref(text(phone))} text={text(phone)} onClick={answer('call')} />
                </td>
                <td dir="auto">{text(city)}</td>
                <td>{Array.isArray(chosen) ? chosen.map((id) => services.get(id) ?? id).join(', ') : ''}</td>
                <td dir="auto" className="message">
                  {firstLine(lead)}
                </td>
                <td>{describeSource(lead.source, campaigns)}</td>
                <td>{PLACE_NAMES[lead.place]}</td>
                <td>
                  <MailCell lead={lead} />
                </td>
                <td>{STATE_NAMES[lead.followUp.state]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
