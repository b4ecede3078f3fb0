/**
 * The three places a lead waits in (Inbox, Held, Spam), each with how many leads it holds once counted. The one shown
 * is marked for everyone: `aria-current` for a screen reader, and on screen filled in and underlined, where the
 * others are outlined (main.tsx's `.places`), on every width.
 */
import React from 'react';
import { PLACES, PLACE_NAMES, type Place } from '../../../leads/places';

/** The place buttons: pressing one shows that place's leads. */
export function PlaceTabs({ place, counts, onChange }: { place: Place; counts: Record<Place, number> | null; onChange: (place: Place) => void }) {
  return (
    <div className="places" role="group" aria-label="Places">
      {PLACES.map((each) => (
        <button key={each} type="button" aria-current={each === place ? 'true' : undefined} onClick={() => onChange(each)}>
          {PLACE_NAMES[each]}
          {counts ? ` (${counts[each].toLocaleString('en-US')})` : ''}
        </button>
      ))}
    </div>
  );
}
