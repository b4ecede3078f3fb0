/**
 * Where a lead goes as it arrives (followUp/places.ts), from what the site's defences make of it. Nothing is refused for
 * what it says or how it came: a real customer whose browser filled the hidden field, or who posted without scripts,
 * must still reach the office, so the doubtful wait in Held for a person, and the visitor always gets the same thanks.
 *
 *   Spam   the hidden field (a honeypot) was filled, or the text scores as spam beyond doubt (spam/)
 *   Held   no valid proof of work (scripts off, a script of its own, a forged, expired or reused solution:
 *          proofOfWork.ts), sent within seconds of the page opening, a text the score is unsure of, or, whatever
 *          its score, a sign a person would act on: a link shortener, link markup, a pitch of the sender's own
 *          services of a kind no customer writes (spam/tokens.ts `strongReasonsOf`)
 *   Inbox  everything else: mailed at once, as always
 */
import type { FormKind } from '../../forms/fields';
import type { Submission } from '../../forms/rules';
import type { KeyValueStore } from '../store/keyValueStore';
import { HONEYPOT_REASON } from '../followUp/places';
import { type ProofVerdict, checkProof } from './proofOfWork';
import { SPAM_THRESHOLDS, loadModel, scoreLead } from '../spam';
import type { Arrival } from '../../leads/lead';

export interface Signals {
  /** The hidden field people never see was filled in. */
  honeypot: boolean;
  /** Sent sooner after the page opened than a person fills a form (MIN_FILL_MS). */
  tooFast: boolean;
  proof: ProofVerdict;
  /**
   * The text's spam score, 0 to 1, and why, in staff's words; `strong`, the reasons among them that hold a lead
   * whatever its score (issue 64: a pitch padded with a page of yard talk can score low, and is still a pitch).
   */
  score: { spam: number; reasons: string[]; strong?: string[] };
}

/** The scores at and above which a lead is held, and put in Spam (chosen on the corpus's held-out part: spam/). */
export interface Thresholds {
  hold: number;
  spam: number;
}

const PROOF_REASONS: Record<Exclude<ProofVerdict, 'valid'>, string> = {
  missing: 'sent without the site’s check (scripts off, or not a browser)',
  invalid: 'sent with a forged check',
  expired: 'sent with a check that had run out',
  replayed: 'sent with a check used before',
};

/** Where a lead with these signals goes, and why (the reasons staff see on a lead that is not in the Inbox). */
export function arrivalOf({ honeypot, tooFast, proof, score }: Signals, thresholds: Thresholds): Arrival {
  const spam = Math.round(score.spam * 1000) / 1000;
  if (honeypot) return { place: 'spam', spam, reasons: [HONEYPOT_REASON, ...score.reasons] };
  const said = score.reasons.length ? score.reasons : ['its words read like spam'];
  if (score.spam >= thresholds.spam) return { place: 'spam', spam, reasons: said };
  const doubts = [
    ...(proof === 'valid' ? [] : [PROOF_REASONS[proof]]),
    ...(tooFast ? ['sent within seconds of the page opening'] : []),
    ...(score.spam >= thresholds.hold || score.strong?.length ? said : []),
  ];
  return doubts.length ? { place: 'held', spam, reasons: doubts } : { place: 'inbox', spam, reasons: score.reasons };
}

/** Judges a lead as it arrives: its proof of work checked (and spent), its text scored with this site's model. */
export async function judge(
  store: KeyValueStore,
  kind: FormKind,
  values: Submission,
  { honeypot, tooFast, proof }: Omit<Signals, 'proof' | 'score'> & { proof: unknown },
): Promise<Arrival> {
  const [verdict, model] = await Promise.all([checkProof(store, proof), loadModel(store)]);
  return arrivalOf({ honeypot, tooFast, proof: verdict, score: scoreLead(model, kind, values) }, SPAM_THRESHOLDS);
}
