/**
 * A lead's photos in its dialog (src/server/photos/ keeps them): thumbnails, a larger view, and a download. Each is
 * read through /api/leads with the editor login's token, so a customer's photo has no address anyone else can open;
 * the bytes become object URLs of this page, released when the dialog closes.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { Lead } from '../../../leads/lead';
import { useSignIn } from '../context';

/** Object URLs made by a component, released when it goes: `keep` notes one, and gives it back. */
function useObjectUrls() {
  const made = useRef<string[]>([]);
  useEffect(
    () => () => {
      made.current.forEach((url) => URL.revokeObjectURL(url));
      made.current = [];
    },
    [],
  );
  return useCallback((url: string) => {
    made.current.push(url);
    return url;
  }, []);
}

/** The photos' section of a lead's dialog, or nothing when none came and none failed. */
export function LeadPhotos({ lead }: { lead: Lead }) {
  const { api } = useSignIn();
  const photos = lead.photos ?? [];
  const missing = lead.photosMissing ?? [];
  const keep = useObjectUrls();
  const [thumbs, setThumbs] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState('');
  const [large, setLarge] = useState<{ slot: number; name: string; url: string | null } | null>(null);
  const viewer = useRef<HTMLDialogElement>(null);

  // The photos of a lead never change, though the lead is read again as it opens and after each change: its slots,
  // as one string, start the thumbnails' reads once.
  const slots = photos.map((photo) => photo.slot).join(' ');
  const leadId = lead.id;
  useEffect(() => {
    let stopped = false;
    for (const slot of slots ? slots.split(' ').map(Number) : [])
      api.photoUrl(leadId, slot, 'thumb').then(
        (url) => {
          // Gone meanwhile: its bytes are let go at once.
          if (stopped) URL.revokeObjectURL(url);
          else setThumbs((shown) => ({ ...shown, [slot]: keep(url) }));
        },
        (error: unknown) => !stopped && setProblem(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      stopped = true;
    };
  }, [api, leadId, slots, keep]);

  useEffect(() => {
    if (large && !viewer.current?.open) viewer.current?.showModal();
  }, [large]);

  if (photos.length === 0 && missing.length === 0) return null;

  const open = (slot: number, name: string) => {
    setLarge({ slot, name, url: null });
    api.photoUrl(lead.id, slot, 'photo').then(
      (url) => setLarge((shown) => (shown?.slot === slot ? { ...shown, url: keep(url) } : shown)),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <section className="photos" aria-labelledby={`${lead.id}-photos`}>
      <h3 id={`${lead.id}-photos`}>{photos.length === 1 ? '1 photo' : `${photos.length} photos`}</h3>
      {photos.length > 0 && (
        <ul>
          {photos.map((photo, index) => (
            <li key={photo.slot}>
              <button type="button" onClick={() => open(photo.slot, photo.name)} aria-label={`Open ${photo.name} larger`}>
                {thumbs[photo.slot] ? (
                  <img src={thumbs[photo.slot]} alt={`${photo.name}, ${index + 1} of ${photos.length}`} width={160} height={120} />
                ) : (
                  <span className="loading">Loading…</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <p>
          Did not arrive: {missing.join(', ')}. The customer tried to send {missing.length === 1 ? 'it' : 'them'}.
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
      {large && (
        <dialog
          ref={viewer}
          className="photo"
          aria-label={large.name}
          onClose={(event) => {
            // The lead's own dialog must not take this close for its own.
            event.stopPropagation();
            setLarge(null);
          }}
        >
          {large.url ? <img src={large.url} alt={large.name} /> : <p>Loading…</p>}
          <p>
            {large.url && (
              <a href={large.url} download={large.name.replace(/\.[^.]*$/, '') + '.jpg'}>
                Download {large.name}
              </a>
            )}{' '}
            <button type="button" onClick={() => viewer.current?.close()}>
              Close
            </button>
          </p>
        </dialog>
      )}
    </section>
  );
}
