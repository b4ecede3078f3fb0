/**
 * One open lead, in a modal dialog: what the visitor sent (every field by its label, and the photos), where the visit
 * came from, Call and Email (a tap is its first answer), then its parts, each acting through one way (useAct.ts) with
 * one line for the outcome: mail and place, follow-up, its times (when it came, was told, opened, answered), history,
 * deletion. The dialog takes the focus as it opens and gives it back as it closes.
 */
import React, { useEffect, useRef, useState } from 'react';
import { labelOf } from '../../../forms/rules';
import { FORM_NAMES, eastern, nameOf, text } from '../../../leads/rows';
import { describeSource } from '../../../leads/sources';
import type { Removal } from '../../../leads/removal';
import type { Lead } from '../../../leads/lead';
import { useNames } from '../context';
import { AnswerLinks } from './AnswerLinks';
import { Clock } from './Clock';
import { DeleteLead } from './DeleteLead';
import { FollowUp } from './FollowUp';
import { History } from './History';
import { LeadPhotos } from './LeadPhotos';
import { MailAndPlace } from './MailAndPlace';
import { useAct } from './useAct';

/** What the visitor sent: when, from where, and every field by its label. */
function Sent({ lead }: { lead: Lead }) {
  const { services, campaigns } = useNames();
  return (
    <>
      <p>Received {eastern(lead.receivedAt)} (Eastern).</p>
      <p>
        Came from: {describeSource(lead.source, campaigns)}
        {lead.source?.landing ? <>, first page {lead.source.landing}</> : null}
        {lead.source?.referrer ? <>, sent by {lead.source.referrer}</> : null}.
      </p>
      <dl className="fields">
        {Object.entries(lead.values).map(([field, value]) => (
          <div key={field}>
            <dt>{labelOf(lead.kind, field)}</dt>
            <dd dir="auto">{field === 'services' && Array.isArray(value) ? value.map((id) => services.get(id) ?? id).join(', ') : text(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export interface LeadDialogProps {
  lead: Lead;
  /** This lead's note that was kept across a sign-in, to be added still. */
  keptNote?: string;
  onNoteAdded: () => void;
  /** A new state of the lead, after staff changed it (or the API said how it is now). */
  onChange: (lead: Lead) => void;
  /** The lead was deleted: the line kept of it. */
  onDeleted: (removal: Removal) => void;
  onClose: () => void;
}

/** The open lead's dialog (one for each lead opened: its note and outcome start empty). */
export function LeadDialog({ lead, keptNote, onNoteAdded, onChange, onDeleted, onClose }: LeadDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [note, setNote] = useState(keptNote ?? '');
  const { busy, outcome, act } = useAct({ lead, note, kept: keptNote !== undefined, onChange });

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

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
      <Sent lead={lead} />
      <AnswerLinks lead={lead} onAnswered={onChange} />
      <LeadPhotos key={lead.id} lead={lead} />
      <MailAndPlace lead={lead} busy={busy} act={act} />
      <FollowUp lead={lead} busy={busy} act={act} note={note} onNote={setNote} onNoteAdded={onNoteAdded} />
      {outcome ? (
        <p role={outcome.kind === 'problem' ? 'alert' : 'status'} className={outcome.kind}>
          {outcome.text}
        </p>
      ) : null}
      <Clock lead={lead} />
      <History lead={lead} />
      <DeleteLead lead={lead} busy={busy} act={act} onDeleted={onDeleted} />
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
