/**
 * The open lead's Call and Email, as big as the cards' (a thumb in a truck): each link dials or writes to the one
 * number or address the visitor typed (src/leads/links.ts) and, as it is tapped, records the lead's first answer
 * (useAnswer.ts). No link for a number or address the rules refuse.
 */
import React from 'react';
import { mailtoHref, telHref } from '../../../leads/links';
import { nameOf, text } from '../../../leads/rows';
import type { Lead } from '../../../leads/lead';
import { useAnswer } from '../useAnswer';

/** Call and Email for `lead`; `onAnswered` gets the lead with its clock once a tap is recorded. */
export function AnswerLinks({ lead, onAnswered }: { lead: Lead; onAnswered: (lead: Lead) => void }) {
  const answer = useAnswer(onAnswered);
  const name = nameOf(lead);
  const [email, phone] = [text(lead.values.email), text(lead.values.phone)];
  const [call, mail] = [telHref(phone), mailtoHref(email)];
  if (!call && !mail) return null;
  return (
    <p className="card-actions">
      {call ? (
        <a className="card-action" href={call} onClick={() => answer(lead, 'call')}>
          Call<span className="visually-hidden"> {name || phone}</span>
        </a>
      ) : null}
      {mail ? (
        <a className="card-action" href={mail} onClick={() => answer(lead, 'email')}>
          Email<span className="visually-hidden"> {name || email}</span>
        </a>
      ) : null}
    </p>
  );
}
