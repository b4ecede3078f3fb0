/**
 * The leads view at /admin/leads/: every lead the site's forms stored, newest first, to find, follow up and export
 * without a terminal. Loads the newest page first and the rest behind it; filters, search, the chart and the export
 * work on what is loaded. A lead opens in a dialog with every field by its label and its history.
 */
import React, { cloneElement, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FORM_KINDS, type FormKind } from '../../forms/fields';
import { labelOf } from '../../forms/rules';
import { mailtoHref, telHref } from '../../leads/links';
import { COLUMNS, FORM_NAMES, eastern, firstLine, leadRows, mailStatus, nameOf, text, toCsv } from '../../leads/rows';
import { PLACES, PLACE_NAMES, type Place, SPAM_KEPT_DAYS } from '../../leads/places';
import { type FollowUpState, STATE_NAMES } from '../../leads/states';
import { type CampaignNames, describeSource } from '../../leads/sources';
import { staffLabel } from '../../leads/staff';
import type { Removal } from '../../server/removal';
import type { Lead } from '../../server/store';
import { NotSignedIn, Refused, addNote, deleteLead, fetchLead, fetchPage, fetchRemovals, moveLead, sendAgain, setState } from './api';
import { LeadPhotos } from './LeadPhotos';
import { type Filters, NO_FILTERS, matches } from './filters';
import { type KeptNote, forgetNote, keepNote, keptNote } from './keptNote';
import { LeadCards } from './LeadCards';
import { PERIODS, type Period, leadsPerSource } from './perSource';
import { leadsPerWeek } from './weeks';

/** The first page is small, so the first screen comes quickly; the rest follow in larger ones. */
const FIRST_PAGE = 50;
const NEXT_PAGES = 250;

export interface LeadsViewProps {
  /** Service names by id, from data/services when the editor was built. */
  serviceNames: ReadonlyMap<string, string>;
  /** Staff's names of their links' sources, from data/lead-sources.json when the editor was built. */
  campaignNames: CampaignNames;
  /** Where a visitor who is not signed in is sent. */
  signIn: () => void;
}

/** A control with its label beside it, named by the label alone (a wrapping label would add a select's chosen option to its name). */
function Labelled({ label, className = '', children }: { label: string; className?: string; children: React.ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

/** A choice from a list, each value shown by its name (in the order of `names`). */
function Choice<T extends string>({ label, value, names, onChange }: { label: string; value: T; names: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <Labelled label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.entries(names) as [T, string][]).map(([choice, name]) => (
          <option key={choice} value={choice}>
            {name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function LeadsView({ serviceNames, campaignNames, signIn }: LeadsViewProps) {
  const [leads, setLeads] = useState<Lead[]>([]);
  const [place, setPlace] = useState<Place>(placeInAddress);
  const [counts, setCounts] = useState<Record<Place, number> | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [user, setUser] = useState('');
  const [problem, setProblem] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [open, setOpen] = useState<Lead | null>(null);
  // A note left unsent when the login expired (keptNote.ts): its lead opens with it, unless staff opened one already.
  const [kept, setKept] = useState<KeptNote | null>(keptNote);
  const [removals, setRemovals] = useState<Removal[]>([]);
  const [deleted, setDeleted] = useState('');

  useEffect(() => {
    // Not signed in: the list's own request sends them to sign in.
    fetchRemovals().then(setRemovals, () => undefined);
  }, []);

  // A lead the address names (`?lead=<id>`, as each lead's mail links) opens once it is read.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('lead');
    if (id)
      fetchLead(id).then(
        (lead) => setOpen((current) => current ?? lead),
        (error: unknown) => error instanceof Refused && setProblem(error.message),
      );
  }, []);

  useEffect(() => {
    if (!kept) return;
    let stopped = false;
    fetchLead(kept.leadId).then(
      (lead) => {
        if (!stopped) setOpen((current) => current ?? lead);
      },
      (error: unknown) => {
        // Not signed in yet: the list's own request sends them to sign in, and the note stays kept.
        if (stopped || error instanceof NotSignedIn) return;
        if (error instanceof Refused && error.status === 404) {
          forgetNote();
          setKept(null);
          setProblem(`The lead your unsent note was kept for is no longer there. The note was: ${kept.note}`);
        } else
          setProblem(
            `Your unsent note is kept, but its lead could not be opened: ${error instanceof Error ? error.message : String(error)} Reload to try again.`,
          );
      },
    );
    return () => {
      stopped = true;
    };
    // Once, for the note found when the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dropKept = useCallback(() => {
    forgetNote();
    setKept(null);
  }, []);

  // The Inbox and Held are loaded whole, page by page, for the filters, the chart and the export; Spam, which a
  // flood fills, a page at a time as staff ask for older ones.
  const [more, setMore] = useState<number | null>(null);
  const load = useCallback(
    async (from: number, stopped: () => boolean) => {
      try {
        let offset: number | null = from;
        let limit = from ? NEXT_PAGES : FIRST_PAGE;
        while (offset !== null && !stopped()) {
          const page = await fetchPage(place, offset, limit);
          if (stopped()) return;
          setUser(page.user);
          if (page.counts) {
            setTotal(page.total ?? 0);
            setCounts(page.counts);
          }
          setLeads((loaded) => [...loaded, ...page.leads.filter((lead) => !loaded.some((known) => known.id === lead.id))]);
          offset = page.next;
          limit = NEXT_PAGES;
          if (place === 'spam') {
            setMore(offset);
            return;
          }
        }
      } catch (error) {
        if (error instanceof NotSignedIn) signIn();
        else setProblem(error instanceof Error ? error.message : String(error));
      }
    },
    [place, signIn],
  );
  useEffect(() => {
    let stopped = false;
    // Its first change of state comes with the first page's answer, never while the effect runs.
    void Promise.resolve().then(() => load(0, () => stopped));
    return () => {
      stopped = true;
    };
  }, [load]);
  const showPlace = (shown: Place) => {
    setLeads([]);
    setTotal(null);
    setMore(null);
    setPlace(shown);
  };

  const shown = useMemo(() => leads.filter((lead) => matches(lead, filters)), [leads, filters]);
  const loading = total === null || (place !== 'spam' && leads.length < total);

  const replace = useCallback(
    (lead: Lead) => {
      const before = leads.find((known) => known.id === lead.id)?.place ?? lead.place;
      // A lead moved to another place leaves this one's list, and the counts follow.
      if (lead.place !== place) setLeads((all) => all.filter((known) => known.id !== lead.id));
      else setLeads((all) => all.map((known) => (known.id === lead.id ? lead : known)));
      if (before !== lead.place) {
        setCounts((now) => now && { ...now, [before]: now[before] - 1, [lead.place]: now[lead.place] + 1 });
        setTotal((now) => (now === null ? now : now + (lead.place === place ? 1 : -1)));
      }
      setOpen((current) => (current?.id === lead.id ? lead : current));
    },
    [leads, place],
  );

  const removed = (lead: Lead, removal: Removal) => {
    setLeads((all) => all.filter((known) => known.id !== lead.id));
    setCounts((now) => now && { ...now, [lead.place]: now[lead.place] - 1 });
    setTotal((now) => (now === null || lead.place !== place ? now : now - 1));
    setRemovals((lines) => [removal, ...lines]);
    setOpen(null);
    setDeleted(`Deleted the lead “${FORM_NAMES[lead.kind]} from ${nameOf(lead) || '(no name)'}”.`);
  };

  const exportCsv = () => {
    const blob = new Blob([toCsv(leadRows(shown, serviceNames, campaignNames))], { type: 'text/csv;charset=utf-8' });
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(blob),
      download: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <main className="leads">
      <header className="leads-header">
        <h1>Leads</h1>
        <p>
          {user ? <>Signed in as {user}. </> : null}
          <a href="/admin/">Back to the content editor</a>
        </p>
      </header>
      {problem ? (
        <p role="alert" className="problem">
          {problem}
        </p>
      ) : null}
      {problem && total === null ? null : (
        <>
          <PlaceTabs place={place} counts={counts} onChange={showPlace} />
          {deleted ? (
            <p role="status" className="done">
              {deleted}
            </p>
          ) : null}
          <Removals removals={removals} />
          <p role="status" className="count">
            {total === null
              ? 'Loading the leads…'
              : loading
                ? `Loaded ${leads.length} of ${total} leads…`
                : `${shown.length === total ? `All ${total}` : `${shown.length} of ${total}`} leads shown.`}
          </p>
          {place === 'spam' ? (
            <p className="spam-note">Spam is kept {SPAM_KEPT_DAYS} days, then removed. Open a lead and press Not spam to move it to the Inbox and mail it.</p>
          ) : (
            <>
              <WeeklyChart leads={leads} />
              <SourceReport leads={leads} campaignNames={campaignNames} />
            </>
          )}
          <FilterBar filters={filters} onChange={setFilters} onExport={exportCsv} exportCount={shown.length} />
          <LeadsTable leads={shown} serviceNames={serviceNames} campaignNames={campaignNames} onOpen={setOpen} />
          <LeadCards leads={shown} onOpen={setOpen} />
          {place === 'spam' && more !== null ? (
            <button type="button" onClick={() => void load(more, () => false)}>
              Show older spam
            </button>
          ) : null}
        </>
      )}
      {open ? (
        <LeadDialog
          lead={open}
          serviceNames={serviceNames}
          campaignNames={campaignNames}
          keptNote={kept?.leadId === open.id ? kept.note : undefined}
          onNoteAdded={() => kept?.leadId === open.id && dropKept()}
          onChange={replace}
          onDeleted={(removal) => removed(open, removal)}
          onClose={() => {
            setOpen(null);
            // Closed unsent, as any typed note is: it is not brought back again.
            if (kept?.leadId === open.id) dropKept();
          }}
          signIn={signIn}
        />
      ) : null}
    </main>
  );
}

const FORM_COLOURS: Record<FormKind, string> = { quote: 'var(--ocean)', contact: 'var(--palm)', community: 'var(--sunset)' };

/** Leads per week over the last twelve weeks, by form: stacked bars drawn in SVG, with the figures as a table for screen readers. */
/** What each source brings over a chosen period: leads, Quoted and Won, as a table, with bars of the same figures. */
function SourceReport({ leads, campaignNames }: { leads: readonly Lead[]; campaignNames: CampaignNames }) {
  const [period, setPeriod] = useState<Period>('90');
  const rows = leadsPerSource(leads, period, campaignNames);
  const most = Math.max(1, ...rows.map((row) => row.leads));
  return (
    <figure className="chart sources">
      <figcaption>Where leads came from, and what became of them</figcaption>
      <Choice label="Period" value={period} names={PERIODS} onChange={setPeriod} />
      {rows.length ? (
        <table>
          <caption className="visually-hidden">Leads by source</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Leads</th>
              <th scope="col">Quoted</th>
              <th scope="col">Won</th>
              <th scope="col" aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row">{row.source}</th>
                <td>{row.leads}</td>
                <td>{row.quoted}</td>
                <td>{row.won}</td>
                <td aria-hidden="true" className="bars">
                  <svg viewBox="0 0 100 12" preserveAspectRatio="none" focusable="false">
                    <rect width={(row.leads / most) * 100} height="12" fill="var(--ocean)" opacity="0.35" />
                    <rect width={(row.quoted / most) * 100} height="12" fill="var(--ocean)" />
                    <rect width={(row.won / most) * 100} height="12" fill="var(--palm)" />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads in this period.</p>
      )}
    </figure>
  );
}

function WeeklyChart({ leads }: { leads: readonly Lead[] }) {
  const weeks = leadsPerWeek(leads);
  const most = Math.max(1, ...weeks.map((week) => FORM_KINDS.reduce((sum, kind) => sum + week.counts[kind], 0)));
  const [width, height, bar] = [600, 140, 600 / weeks.length];
  return (
    <figure className="chart">
      <figcaption>Leads per week, last 12 weeks (weeks from Monday, Eastern time)</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} aria-hidden="true" focusable="false">
        {weeks.map((week, index) => {
          let top = height;
          return (
            <g key={week.start}>
              {FORM_KINDS.map((kind) => {
                const size = (week.counts[kind] / most) * (height - 10);
                top -= size;
                return size > 0 ? <rect key={kind} x={index * bar + 4} y={top} width={bar - 8} height={size} fill={FORM_COLOURS[kind]} /> : null;
              })}
              <text x={index * bar + bar / 2} y={height + 14} textAnchor="middle" fontSize="10">
                {week.start.slice(5).replace('-', '/')}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="legend" aria-hidden="true">
        {FORM_KINDS.map((kind) => (
          <li key={kind}>
            <span style={{ background: FORM_COLOURS[kind] }} />
            {FORM_NAMES[kind]}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>Leads per week by form</caption>
        <thead>
          <tr>
            <th scope="col">Week from</th>
            {FORM_KINDS.map((kind) => (
              <th scope="col" key={kind}>
                {FORM_NAMES[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{week.start}</th>
              {FORM_KINDS.map((kind) => (
                <td key={kind}>{week.counts[kind]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function FilterBar({
  filters,
  onChange,
  onExport,
  exportCount,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onExport: () => void;
  exportCount: number;
}) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <form className="filters" role="search" aria-label="Find leads" onSubmit={(event) => event.preventDefault()}>
      <Choice label="Form" value={filters.form} names={{ '': 'Every form', ...FORM_NAMES }} onChange={(form) => set({ form })} />
      <Choice label="Follow-up" value={filters.state} names={{ '': 'Any state', ...STATE_NAMES }} onChange={(state) => set({ state })} />
      <Labelled label="From">
        <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
      </Labelled>
      <Labelled label="To">
        <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
      </Labelled>
      <Labelled label="Search name, email or phone" className="search">
        <input type="search" value={filters.search} onChange={(event) => set({ search: event.target.value })} />
      </Labelled>
      <button type="button" onClick={() => onChange(NO_FILTERS)}>
        Clear
      </button>
      <button type="button" onClick={onExport} disabled={exportCount === 0}>
        Export CSV ({exportCount})
      </button>
    </form>
  );
}

/** What each move is called where staff press it, and what it says once done. */
const MOVE_NAMES: Record<Place, string> = { inbox: 'Not spam: move to the Inbox', held: 'Hold', spam: 'Spam' };
const MOVED: Record<Place, string> = { inbox: 'Moved to the Inbox.', held: 'Moved to Held.', spam: 'Moved to Spam.' };

/** The place whose leads the address asks for (`?place=held`, as the daily mail of held leads links), else the Inbox. */
function placeInAddress(): Place {
  const asked = new URLSearchParams(window.location.search).get('place');
  return (PLACES as readonly (string | null)[]).includes(asked) ? (asked as Place) : 'inbox';
}

/** A removed lead's line: what it was and who removed it when, never what it said. */
function removalLine(removal: Removal): string {
  const what = `${removal.kind ? FORM_NAMES[removal.kind] : 'A lead'} received ${eastern(removal.receivedAt)}`;
  const photos = removal.photos ? `, with ${removal.photos === 1 ? '1 photo' : `${removal.photos} photos`}` : '';
  const who = removal.by ? `deleted by ${staffLabel({ login: removal.by, name: removal.byName })}` : `removed: ${removal.why}`;
  return `${what}${photos}: ${who}, ${eastern(removal.removedAt)}.`;
}

/** The history of removed leads (src/server/removal.ts), newest first, folded away until asked for. */
function Removals({ removals }: { removals: readonly Removal[] }) {
  if (!removals.length) return null;
  return (
    <details className="removals">
      <summary>Deleted leads ({removals.length})</summary>
      <ul>
        {removals.map((removal) => (
          <li key={`${removal.removedAt}-${removal.receivedAt}`}>{removalLine(removal)}</li>
        ))}
      </ul>
    </details>
  );
}

/** The three places, each with how many leads it holds; the one shown is pressed. */
function PlaceTabs({ place, counts, onChange }: { place: Place; counts: Record<Place, number> | null; onChange: (place: Place) => void }) {
  return (
    <div className="places" role="group" aria-label="Places">
      {PLACES.map((each) => (
        <button key={each} type="button" aria-pressed={each === place} onClick={() => onChange(each)}>
          {PLACE_NAMES[each]}
          {counts ? ` (${counts[each].toLocaleString('en-US')})` : ''}
        </button>
      ))}
    </div>
  );
}

function MailCell({ lead }: { lead: Lead }) {
  const status = mailStatus(lead);
  return <span className={`mail mail-${status.status}`}>{status.text}</span>;
}

/** A link to what a visitor typed, when it is something a link may reach (src/leads/links.ts); otherwise just the text. */
function LinkOrText({ href, text }: { href: string | undefined; text: string }) {
  return href ? <a href={href}>{text}</a> : <>{text}</>;
}

function LeadsTable({
  leads,
  serviceNames,
  campaignNames,
  onOpen,
}: {
  leads: readonly Lead[];
  serviceNames: ReadonlyMap<string, string>;
  campaignNames: CampaignNames;
  onOpen: (lead: Lead) => void;
}) {
  if (!leads.length) return <p className="empty">No leads match.</p>;
  return (
    <div className="table-scroll">
      <table className="leads-table">
        <caption className="visually-hidden">Leads, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.filter((column) => column !== 'Id').map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const { email, phone, city, services } = lead.values;
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
                  <LinkOrText href={mailtoHref(text(email))} text={text(email)} />
                </td>
                <td>
                  <LinkOrText href={telHref(text(phone))} text={text(phone)} />
                </td>
                <td dir="auto">{text(city)}</td>
                <td>{Array.isArray(services) ? services.map((id) => serviceNames.get(id) ?? id).join(', ') : ''}</td>
                <td dir="auto" className="message">
                  {firstLine(lead)}
                </td>
                <td>{describeSource(lead.source, campaignNames)}</td>
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

function LeadDialog({
  lead,
  serviceNames,
  campaignNames,
  keptNote: kept,
  onNoteAdded,
  onChange,
  onDeleted,
  onClose,
  signIn,
}: {
  lead: Lead;
  serviceNames: ReadonlyMap<string, string>;
  campaignNames: CampaignNames;
  /** This lead's note that was kept across a sign-in, to be added still. */
  keptNote?: string;
  onNoteAdded: () => void;
  onChange: (lead: Lead) => void;
  /** The lead was deleted: the line kept of it. */
  onDeleted: (removal: Removal) => void;
  onClose: () => void;
  signIn: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const placeId = useId();
  const [state, setStateChoice] = useState<FollowUpState>(lead.followUp.state);
  const [note, setNote] = useState(kept ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'problem' | 'done' | 'kept'; text: string } | null>(
    kept ? { kind: 'kept', text: 'Your sign-in had expired, so this note was not added yet. It was kept for you: press Add note to add it.' } : null,
  );

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // The whole history, which the list's page may not have had when it was read.
  useEffect(() => {
    fetchLead(lead.id).then(onChange, () => undefined);
    // Only when another lead opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lead.id]);

  /** Does what staff asked; `what` gives the lead as it is after, or null when it is gone. */
  const act = async (what: () => Promise<Lead | null>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const changed = await what();
      if (!changed) return true;
      onChange(changed);
      setStateChoice(changed.followUp.state);
      setMessage({ kind: 'done', text: done });
      return true;
    } catch (error) {
      if (error instanceof NotSignedIn) {
        // Signing in leaves this page: what was typed is kept in this tab and brought back here afterwards.
        if (note.trim()) keepNote({ leadId: lead.id, note });
        setMessage({ kind: 'problem', text: `Your sign-in has expired.${note.trim() ? ' Your note is kept: sign in again, then open Leads to add it.' : ''}` });
        signIn();
        return false;
      }
      if (error instanceof Refused && error.lead) {
        onChange(error.lead);
        setStateChoice(error.lead.followUp.state);
      }
      setMessage({ kind: 'problem', text: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const fields = Object.entries(lead.values);
  const status = mailStatus(lead);
  return (
    <dialog
      ref={dialog}
      className="lead"
      aria-labelledby="lead-title"
      // React hands this dialog the close of the confirmation inside it too.
      onClose={(event) => event.target === event.currentTarget && onClose()}
    >
      <h2 id="lead-title" dir="auto">
        {FORM_NAMES[lead.kind]} from {nameOf(lead) || '(no name)'}
      </h2>
      <p>Received {eastern(lead.receivedAt)} (Eastern).</p>
      <p>
        Came from: {describeSource(lead.source, campaignNames)}
        {lead.source?.landing ? <>, first page {lead.source.landing}</> : null}
        {lead.source?.referrer ? <>, sent by {lead.source.referrer}</> : null}.
      </p>
      <dl className="fields">
        {fields.map(([field, value]) => (
          <div key={field}>
            <dt>{labelOf(lead.kind, field)}</dt>
            <dd dir="auto">{field === 'services' && Array.isArray(value) ? value.map((id) => serviceNames.get(id) ?? id).join(', ') : text(value)}</dd>
          </div>
        ))}
      </dl>
      <LeadPhotos key={lead.id} lead={lead} />
      <p>
        Mail: <MailCell lead={lead} />
      </p>
      {status.status === 'waiting' || status.status === 'failed' ? (
        <button type="button" disabled={busy} onClick={() => act(() => sendAgain(lead), 'Mailed to the office.')}>
          Send the mail again
        </button>
      ) : null}
      <div className="place" role="group" aria-labelledby={`${placeId}-label`}>
        <p id={`${placeId}-label`}>
          In {PLACE_NAMES[lead.place]}
          {lead.arrival?.reasons?.length ? <> ({lead.arrival.reasons.join('; ')})</> : null}.
        </p>
        {PLACES.filter((to) => to !== lead.place).map((to) => (
          <button key={to} type="button" disabled={busy} onClick={() => act(() => moveLead(lead, to), MOVED[to])}>
            {MOVE_NAMES[to]}
          </button>
        ))}
      </div>
      <form
        className="follow-up"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => setState(lead, state), `Follow-up set to ${STATE_NAMES[state]}.`);
        }}
      >
        <Choice label="Follow-up" value={state} names={STATE_NAMES} onChange={setStateChoice} />
        <button type="submit" disabled={busy || state === lead.followUp.state}>
          Save state
        </button>
      </form>
      <form
        className="note"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => addNote(lead, note), 'Note added.').then((ok) => {
            if (!ok) return;
            setNote('');
            onNoteAdded();
          });
        }}
      >
        <Labelled label="Note">
          <textarea value={note} rows={3} onChange={(event) => setNote(event.target.value)} />
        </Labelled>
        <button type="submit" disabled={busy || !note.trim()}>
          Add note
        </button>
      </form>
      {message ? (
        <p role={message.kind === 'problem' ? 'alert' : 'status'} className={message.kind}>
          {message.text}
        </p>
      ) : null}
      <h3>History</h3>
      {lead.followUp.history.length ? (
        <ol className="history" reversed>
          {[...lead.followUp.history].reverse().map((entry) => (
            <li key={entry.n}>
              <span className="when">
                {eastern(entry.at)}, {staffLabel({ login: entry.by, name: entry.byName })}:
              </span>{' '}
              {entry.kind === 'state' ? (
                <>set to {STATE_NAMES[entry.state]}</>
              ) : entry.kind === 'place' ? (
                <>moved to {PLACE_NAMES[entry.place]}</>
              ) : (
                <q dir="auto">{entry.text}</q>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing yet: the lead is New.</p>
      )}
      <p>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => {
            confirm.current?.showModal();
            // Keeping is what a slip of the finger should do.
            keep.current?.focus();
          }}
        >
          Delete this lead…
        </button>
      </p>
      <dialog ref={confirm} className="confirm" aria-labelledby="delete-title">
        <h3 id="delete-title">Delete this lead for good?</h3>
        <p>
          Everything kept of “{FORM_NAMES[lead.kind]} from {nameOf(lead) || '(no name)'}” is removed: every answer, its photos, where the visit came from, its
          notes and history, and its mail record. It cannot be brought back.
        </p>
        <p>A line stays under Deleted leads: the form, when it came, how many photos, who deleted it and when; not the name, email, phone or message.</p>
        <form method="dialog">
          <button type="submit" ref={keep}>
            Keep it
          </button>{' '}
          <button
            type="button"
            className="danger"
            onClick={() => {
              confirm.current?.close();
              void act(async () => {
                onDeleted(await deleteLead(lead));
                return null;
              }, 'Deleted.');
            }}
          >
            Delete for good
          </button>
        </form>
      </dialog>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
