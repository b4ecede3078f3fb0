/**
 * The open lead's clock (src/leads/clock.ts): when it came, when staff were told (mail, push), who first opened it
 * in this view, its first answer (who, and how: a call, an email or a follow-up state) and how long that took, on
 * the clock and within opening hours.
 */
import React, { useId } from 'react';
import { ANSWER_NAMES, inWords, isWaiting, openTimeToFirstAnswerMs, timeToFirstAnswerMs, waitingMs } from '../../../leads/clock';
import { eastern } from '../../../leads/rows';
import { staffLabel } from '../../../leads/staff';
import type { Lead } from '../../../leads/lead';

const who = ({ by, byName }: { by: string; byName?: string }) => staffLabel({ login: by, name: byName });

/** The lead's times, as a list of what happened when. */
export function Clock({ lead }: { lead: Lead }) {
  const headingId = useId();
  const { toldAt, firstOpened, firstAnswer } = lead.clock ?? {};
  const told = [toldAt?.mail ? `by mail ${eastern(toldAt.mail)}` : '', toldAt?.push ? `by a push ${eastern(toldAt.push)}` : ''].filter(Boolean);
  const took = timeToFirstAnswerMs(lead);
  const tookOpen = openTimeToFirstAnswerMs(lead);
  const unanswered = isWaiting(lead) ? `None yet: waiting ${inWords(waitingMs(lead))}.` : 'None recorded.';
  return (
    <section className="clock" aria-labelledby={headingId}>
      <h3 id={headingId}>Times</h3>
      <dl className="fields">
        <div>
          <dt>Came</dt>
          <dd>{eastern(lead.receivedAt)}</dd>
        </div>
        <div>
          <dt>Staff told</dt>
          <dd>{told.length ? told.join('; ') : 'Not yet.'}</dd>
        </div>
        <div>
          <dt>First opened</dt>
          <dd>{firstOpened ? `${eastern(firstOpened.at)} by ${who(firstOpened)}` : 'Not yet.'}</dd>
        </div>
        <div>
          <dt>First answer</dt>
          <dd>{firstAnswer ? `${eastern(firstAnswer.at)}: ${ANSWER_NAMES[firstAnswer.how]} by ${who(firstAnswer)}` : unanswered}</dd>
        </div>
        {took !== null && tookOpen !== null ? (
          <div>
            <dt>Time to first answer</dt>
            <dd>
              {inWords(took)} ({inWords(tookOpen)} within opening hours)
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
