/**
 * Deleting the open lead at a customer's request: a button, then a confirmation of its own that says what goes and
 * what line stays, with the focus on Keep it, since keeping is what a slip of the finger should do.
 */
import React, { useRef } from 'react';
import { FORM_NAMES, nameOf } from '../../../leads/rows';
import type { Removal } from '../../../leads/removal';
import type { Lead } from '../../../leads/lead';
import { useSignIn } from '../context';
import type { Act } from './useAct';

/** Delete this lead… and its confirmation; `onDeleted` gets the line the API kept of it. */
export function DeleteLead({ lead, busy, act, onDeleted }: { lead: Lead; busy: boolean; act: Act; onDeleted: (removal: Removal) => void }) {
  const { api } = useSignIn();
  const confirm = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <p>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => {
            confirm.current?.showModal();
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
                onDeleted(await api.deleteLead(lead));
                return null;
              }, 'Deleted.');
            }}
          >
            Delete for good
          </button>
        </form>
      </dialog>
    </>
  );
}
