/**
 * The leads view at /admin/leads/: every lead the site's forms stored, newest first, to find, follow up and export
 * without a terminal. On a phone, and in the app from the home screen, it opens on the people waiting for an answer
 * (list/ShownLeads.tsx). The page puts together what staff do, each in a folder of its own: the list of a place
 * (list/), the reports over it (reports/), the deleted leads (removed/) and the open lead (lead/). The names staff
 * see and the sign-in reach every part through context.tsx.
 */
import React, { useCallback, useMemo, useState } from 'react';
import type { Place } from '../../leads/places';
import type { CampaignNames } from '../../leads/sources';
import type { Lead } from '../../leads/lead';
import { editorToken } from './api';
import { NamesProvider, SignInProvider, useNames, useSignIn } from './context';
import { LeadDialog } from './lead/LeadDialog';
import { useOpenLead } from './lead/useOpenLead';
import { OnThisPhone } from './notify/OnThisPhone';
import { downloadCsv } from './list/exportCsv';
import { type Filters, NO_FILTERS, matches } from './list/filters';
import { PlaceTabs } from './list/PlaceTabs';
import { ShownLeads } from './list/ShownLeads';
import { useLayout } from './list/useLayout';
import { useLeadList } from './list/useLeadList';
import { DeletedLine, Removals } from './removed/Removals';
import { useRemovals } from './removed/useRemovals';
import { useAnswer } from './useAnswer';

export interface LeadsViewProps {
  /** Service names by id, from data/services when the editor was built. */
  serviceNames: ReadonlyMap<string, string>;
  /** Staff's names of their links' sources, from data/lead-sources.json when the editor was built. */
  campaignNames: CampaignNames;
  /** Where a visitor who is not signed in is sent. */
  signIn: () => void;
  /** The editor login's token now (api.ts: Decap's, from localStorage). */
  token?: () => string | null;
}

/** The view, with the names and the sign-in given to its parts. */
export function LeadsView({ serviceNames, campaignNames, signIn, token = editorToken }: LeadsViewProps) {
  const names = useMemo(() => ({ services: serviceNames, campaigns: campaignNames }), [serviceNames, campaignNames]);
  return (
    <NamesProvider value={names}>
      <SignInProvider signIn={signIn} token={token}>
        <LeadsPage />
      </SignInProvider>
    </NamesProvider>
  );
}

/**
 * How many leads are shown, or how far loading has come. The counts come after the first page: until then a place
 * loaded whole holds what was loaded, and Spam, loaded a page at a time, says only what is shown.
 */
function countLine({ ready, loading, total, more, place }: ReturnType<typeof useLeadList>, loaded: number, shown: number) {
  if (!ready) return 'Loading the leads…';
  if (loading) return total === null ? `Loaded ${loaded} leads…` : `Loaded ${loaded} of ${total} leads…`;
  const of = total ?? (place === 'spam' && more !== null ? null : loaded);
  if (of === null) return `${shown} leads shown.`;
  return `${shown === of ? `All ${of}` : `${shown} of ${of}`} leads shown.`;
}

function LeadsPage() {
  const names = useNames();
  const { user } = useSignIn();
  const list = useLeadList();
  const layout = useLayout();
  const opened = useOpenLead(list.changed);
  // The deleted leads are asked for once the first rows are on the screen: their request would share the server with the first page's.
  const removals = useRemovals(list.ready);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const shown = useMemo(() => list.leads.filter((lead) => matches(lead, filters)), [list.leads, filters]);

  // Opening a lead or switching place is the next thing staff do: the line about a deletion goes.
  const { movedOn } = removals;
  const { open } = opened;
  const openLead = useCallback(
    (lead: Lead) => {
      movedOn();
      open(lead);
    },
    [movedOn, open],
  );
  // A Call or Email tapped in the list: the lead's new clock takes it out of those waiting (an answer moves no lead).
  const { changed } = list;
  const answer = useAnswer(useCallback((lead: Lead) => changed(lead, lead.place), [changed]));
  const showPlace = (place: Place) => {
    movedOn();
    list.show(place);
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
      <OnThisPhone signedIn={list.ready} />
      {[list.problem, opened.problem].map((problem, index) =>
        problem ? (
          // One line for the list's problem, one for the lead asked for: each stays in its place as the other comes and goes.
          <p key={index} role="alert" className="problem">
            {problem}
          </p>
        ) : null,
      )}
      {list.problem && !list.ready ? null : (
        <>
          <PlaceTabs place={list.place} counts={list.counts} onChange={showPlace} />
          <p role="status" className="count">
            {countLine(list, list.leads.length, shown.length)}
          </p>
          <DeletedLine line={removals.line} />
          <Removals removals={removals.removals} />
          <ShownLeads
            place={list.place}
            loaded={list.leads}
            shown={shown}
            ready={list.ready}
            filters={filters}
            onFilters={setFilters}
            onExport={() => downloadCsv(shown, names)}
            layout={layout}
            onOpen={openLead}
            onAnswer={answer}
          />
          {list.place === 'spam' && list.more !== null ? (
            <button type="button" onClick={list.showOlder}>
              Show older spam
            </button>
          ) : null}
        </>
      )}
      {opened.lead ? (
        <LeadDialog
          key={opened.lead.id}
          lead={opened.lead}
          keptNote={opened.keptNote}
          onNoteAdded={opened.noteAdded}
          onChange={opened.update}
          onDeleted={(removal) => {
            list.removed(opened.lead!);
            removals.deleted(opened.lead!, removal);
            opened.close();
          }}
          onClose={opened.close}
        />
      ) : null}
    </main>
  );
}
