/** The deleted leads below the place buttons: the line about the one just deleted, and the history of removals. */
import React from 'react';
import { FORM_NAMES, eastern } from '../../../leads/rows';
import { staffLabel } from '../../../leads/staff';
import type { Removal } from '../../../leads/removal';

/** A removed lead's line: what it was and who removed it when, never what it said. */
function removalLine(removal: Removal): string {
  const what = `${removal.kind ? FORM_NAMES[removal.kind] : 'A lead'} received ${eastern(removal.receivedAt)}`;
  const photos = removal.photos ? `, with ${removal.photos === 1 ? '1 photo' : `${removal.photos} photos`}` : '';
  const who = removal.by ? `deleted by ${staffLabel({ login: removal.by, name: removal.byName })}` : `removed: ${removal.why}`;
  return `${what}${photos}: ${who}, ${eastern(removal.removedAt)}.`;
}

/**
 * Which lead staff just deleted. The status is on the page from the start, empty, so that a screen reader reads the
 * line out when it is filled in; it is empty again once staff move on.
 */
export function DeletedLine({ line }: { line: string }) {
  return (
    <p role="status" className="done">
      {line}
    </p>
  );
}

/** The history of removed leads, newest first, folded away until asked for. */
export function Removals({ removals }: { removals: readonly Removal[] }) {
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
