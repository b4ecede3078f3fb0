/**
 * The leads of the place shown, laid out for the screen (useLayout.ts). On a laptop: the reports, the filters and the
 * table, as always. On a phone, and in the app from the home screen: the reports and filters are folded into one line
 * under the places, and the Inbox opens on the leads waiting for an answer, newest first, each with how long it has
 * waited and its Call and Email; the Inbox's answered leads follow. Held and Spam are cards under the same fold.
 */
import React, { useId, useState } from 'react';
import { isWaiting } from '../../../leads/clock';
import { SPAM_KEPT_DAYS, type Place } from '../../../leads/places';
import type { Lead } from '../../../leads/lead';
import { Reports } from '../reports/Reports';
import { FilterBar } from './FilterBar';
import { type Filters, narrows } from './filters';
import type { Tapped } from '../useAnswer';
import { type CardActions, LeadCards } from './LeadCards';
import { LeadsTable } from './LeadsTable';
import type { Layout } from './useLayout';

interface ShownLeadsProps extends CardActions {
  place: Place;
  /** Every lead loaded in the place, for the reports. */
  loaded: readonly Lead[];
  /** Those the filters leave, newest first. */
  shown: readonly Lead[];
  /** Whether the place's first page has come. */
  ready: boolean;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onExport: () => void;
  layout: Layout;
  onAnswer: (lead: Lead, how: Tapped) => void;
}

/** The reports, the filters and the leads of the place shown. */
export function ShownLeads({ place, loaded, shown, ready, filters, onFilters, onExport, layout, onOpen, onAnswer }: ShownLeadsProps) {
  const actions = { onOpen, onAnswer };
  const tools = (
    <>
      {place === 'spam' ? null : <Reports leads={loaded} place={place} />}
      <FilterBar filters={filters} onChange={onFilters} onExport={onExport} exportCount={shown.length} />
    </>
  );
  const spamNote =
    place === 'spam' ? (
      <p className="spam-note">Spam is kept {SPAM_KEPT_DAYS} days, then removed. Open a lead and press Not spam to move it to the Inbox and mail it.</p>
    ) : null;
  const empty = ready && !shown.length ? <p className="empty">No leads match.</p> : null;

  const folded = <Folded filtered={narrows(filters)}>{tools}</Folded>;
  // A laptop's page, and Held or Spam anywhere: the leads as they come, under the reports and filters (folded first
  // on a phone). The Inbox on a phone, below, opens on those waiting for an answer.
  if (!layout.waitingFirst || place !== 'inbox')
    return (
      <>
        {spamNote}
        {layout.waitingFirst ? folded : tools}
        {layout.cards ? <LeadCards leads={shown} {...actions} /> : <LeadsTable leads={shown} {...actions} />}
        {empty}
      </>
    );
  const waiting = shown.filter(isWaiting);
  const answered = shown.filter((lead) => !isWaiting(lead));
  return (
    <>
      {folded}
      <Section title="Waiting for an answer" count={ready ? waiting.length : null}>
        {ready && !waiting.length ? <p className="empty">Nobody is waiting for an answer.</p> : null}
        <LeadCards leads={waiting} label="Waiting for an answer, newest first" level={3} {...actions} />
      </Section>
      {answered.length ? (
        <Section title="Answered" count={answered.length}>
          {layout.cards ? <LeadCards leads={answered} label="Answered, newest first" level={3} {...actions} /> : <LeadsTable leads={answered} {...actions} />}
        </Section>
      ) : null}
    </>
  );
}

/** A part of the list under a heading of its own, with how many leads it holds once known. */
function Section({ title, count, children }: { title: string; count: number | null; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="list-part" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {count === null ? '' : ` (${count.toLocaleString('en-US')})`}
      </h2>
      {children}
    </section>
  );
}

/**
 * The reports and the filters, folded away on a phone's first screen. They are drawn only while open, so counting the
 * reports costs nothing before staff ask for them; the filters keep what was set, and the fold says when they narrow
 * the list.
 */
function Folded({ filtered, children }: { filtered: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="folded" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Reports and filters{filtered ? ' (filters on)' : ''}</summary>
      {open ? children : null}
    </details>
  );
}
