/**
 * The lead store's layout, in one place: every family of keys the site keeps, its name, what it holds (the type a
 * read gives and a write must be: keyValueStore.ts, `Key`), and which module writes it. Every other module asks here
 * for a key or a folder and never types one; a unit test (__tests__/server/rooms.test.ts) fails on a key typed
 * anywhere else under src/server/. A new family starts here, with its comment.
 *
 * Keys are `folder/name` (keyValueStore.ts checks them); `<id>` is a lead's id (ledger.ts, `leadIdFor`).
 */
import type { ClockMoment, FailedAttempt, LeadPhoto, SentMail, StoredSubmission } from '../../leads/lead';
import type { FollowUpEntry } from '../../leads/followUp';
import type { Place } from '../../leads/places';
import type { Removal } from '../../leads/removal';
import type { FormKind } from '../../forms/fields';
import type { Label } from '../spam/classifier';
import type { Key } from './keyValueStore';

/** A lead waits to be mailed: when it came (delivery/unsent.ts). */
export interface UnsentMarker {
  receivedAt: string;
}

/** An attempt to mail a lead, taken by one sender (delivery/mailOnce.ts). */
export interface Claim {
  at: string;
}

/** A lead's index key: which lead it files (followUp/places.ts). */
export interface IndexEntry {
  id: string;
}

/** A photo's description, written after its bytes: a photo is there once this is (photos/kept.ts). */
export type KeptPhoto = LeadPhoto & { at?: string };

/** A removal begun and not finished yet: its line, and whether staff's marks of the lead go too (followUp/removal.ts). */
export interface RemovalUnderWay {
  removal: Removal;
  forgetMarks: boolean;
}

/** A solved proof of work, used once (defences/proofOfWork.ts). */
export interface ProofRecord {
  usedAt: string;
  expiresAt: number;
}

/** Something done once, and when: the day's housekeeping, its mail, the index of earlier leads. */
export interface Done {
  at: string;
  /** How many leads the index of earlier leads went through. */
  leads?: number;
}

/** One staff mark, Spam or Not spam, with the tokens it teaches (spam/learning.ts). */
export interface SpamMark {
  leadId: string;
  label: Label;
  kind: FormKind;
  tokens: string[];
  tokensVersion: number;
  /** When staff marked it (ISO). */
  at: string;
}

/** The latest mark of every lead up to one mark's name, folded into one key (spam/learning.ts). */
export interface SpamSnapshot {
  n: number;
  /** The name of the last mark folded in; every mark after it is read on its own. */
  through: string;
  marks: Record<string, SpamMark>;
  madeAt: string;
}

/** A staff device that asked for pushes (push/devices.ts): the push service's address and keys its browser gave, and who asked. */
export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  login: string;
  name?: string;
  /** What the browser said it is ("Android, Chrome"), for telling one's devices apart. */
  label: string;
  at: string;
}

/** The server's key pair of the Web Push protocol (VAPID), made once when the host sets none (push/vapid.ts). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  at: string;
}

/** A lead waits to be looked at: when it came and where, so a round knows when it falls due without reading it (nudge/). */
export type NudgeMarker = UnsentMarker & { place: 'inbox' | 'held' };

const key = <T>(name: string) => name as Key<T>;

/** A marker (an unsent, push, nudge marker, an index key) whose lead never came (ledger.ts writes markers first) goes once this old. */
export const ORPHAN_AFTER_MS = 60 * 60_000;

/** Every key, by family. */
export const keys = {
  /**
   * `submission/<id>`: the lead as it arrived (StoredSubmission), written before the visitor is thanked and never
   * rewritten. store/ledger.ts `storeSubmission` (create-only) and store/earlierLayout.ts; followUp/removal.ts removes it.
   */
  submission: (id: string) => key<StoredSubmission>(`submission/${id}`),
  /**
   * `unsent/<id>`: the lead waits to be mailed (UnsentMarker), what retries look at. delivery/unsent.ts `markUnsent`,
   * for ledger.ts (a lead that arrives in the Inbox) and followUp/move.ts (a lead moved there); delivery/ clears it.
   */
  unsent: (id: string) => key<UnsentMarker>(`unsent/${id}`),
  /** `claim/<id>/<n>`: the n-th attempt to mail the lead, taken by one sender only (Claim). delivery/mailOnce.ts. */
  claim: (id: string, n: number) => key<Claim>(`claim/${id}/${n}`),
  /** `attempt/<id>/<n>`: how attempt n failed (FailedAttempt), which frees the lead for the next. delivery/mailOnce.ts. */
  attempt: (id: string, n: number) => key<FailedAttempt>(`attempt/${id}/${n}`),
  /** `sent/<id>`: the mail went out (SentMail). delivery/mailOnce.ts (create-only) and store/earlierLayout.ts. */
  sent: (id: string) => key<SentMail>(`sent/${id}`),
  /**
   * `index/<place>/<order>-<id>`: the lead waits in `place` (IndexEntry; the name from followUp/places.ts,
   * `indexName`). followUp/places.ts, for ledger.ts as a lead is stored and for every move.
   */
  index: (place: Place, name: string) => key<IndexEntry>(`index/${place}/${name}`),
  /** `index-version/1`: the leads stored before the index were indexed (Done). followUp/places.ts. */
  indexVersion: key<Done>('index-version/1'),
  /** `followup/<id>/<n>`: staff's n-th change of the lead, a state, a note or a move (FollowUpEntry). followUp/changes.ts. */
  followUp: (id: string, n: number) => key<FollowUpEntry>(`followup/${id}/${n}`),
  /** `photo/<id>/<slot>`: a photo's bytes, JPEG. photos/kept.ts `keepPhoto`. */
  photo: (id: string, slot: number) => `photo/${id}/${slot}`,
  /** `photo/<id>/<slot>-thumb`: its thumbnail's bytes, JPEG. photos/kept.ts. */
  photoThumb: (id: string, slot: number) => `photo/${id}/${slot}-thumb`,
  /** `photo/<id>/<slot>-about`: its description, written last (KeptPhoto). photos/kept.ts. */
  photoAbout: (id: string, slot: number) => key<KeptPhoto>(`photo/${id}/${slot}-about`),
  /** Any key of a lead's photo folder, by the name `folders.photosOf` listed: for removing them. */
  photoFile: (id: string, name: string) => `photo/${id}/${name}`,
  /**
   * `removed/<order>-<id>`: the line kept of a removed lead (Removal: never its content). followUp/removal.ts, for
   * staff's deletions and the housekeeping's removal of old Spam.
   */
  removed: (name: string) => key<Removal>(`removed/${name}`),
  /** `removing/<id>`: a removal under way (RemovalUnderWay), removed last. followUp/removal.ts. */
  removing: (id: string) => key<RemovalUnderWay>(`removing/${id}`),
  /**
   * `rate/<address digest>/<window>/<place>`: the place-th form of an address in a window of the forms' limit, empty.
   * defences/sharedLimit.ts (create-only); round/housekeeping.ts removes windows older than a day.
   */
  rate: (address: string, window: number, place: number) => key<Record<string, never>>(`rate/${address}/${window}/${place}`),
  /** `proof/<expiry>-<digest>`: a solved proof of work, so it is used once (ProofRecord). defences/proofOfWork.ts. */
  proof: (name: string) => key<ProofRecord>(`proof/${name}`),
  /** `secret/proof-of-work`: the secret the site made itself when PROOF_OF_WORK_SECRET is not set. defences/proofOfWork.ts. */
  proofSecret: key<{ secret: string; at: string }>('secret/proof-of-work'),
  /** `spam-marks/<time>-<random>`: one staff mark, Spam or Not spam (SpamMark). spam/learning.ts (create-only). */
  spamMark: (name: string) => key<SpamMark>(`spam-marks/${name}`),
  /** `spam-models/<n>`: a snapshot of the marks up to one (SpamSnapshot). spam/learning.ts; rewritten only to forget a lead. */
  spamModel: (n: number | string) => key<SpamSnapshot>(`spam-models/${n}`),
  /**
   * `housekeeping/<YYYY-MM-DD>`: the day's round is done; `housekeeping/<YYYY-MM-DD>-mail`: its mail was claimed (Done).
   * round/housekeeping.ts (create-only).
   */
  housekeeping: (name: string) => key<Done>(`housekeeping/${name}`),
  /** `clock/<id>/<moment>`: a moment of the lead's clock (ClockMoment), named by what and when (clock/names.ts). clock/record.ts (create-only). */
  clockMoment: (id: string, name: string) => key<ClockMoment>(`clock/${id}/${name}`),
  /** `confirm-unsent/<id>`: an Inbox lead's confirmation to its sender is to go (UnsentMarker). store/ledger.ts; delivery/confirm.ts clears it. */
  confirmUnsent: (id: string) => key<UnsentMarker>(`confirm-unsent/${id}`),
  /** `confirm-claim/<id>/<n>`, `confirm-attempt/<id>/<n>`, `confirm-sent/<id>`: the confirmation sent once, as the office's mail is. delivery/mailOnce.ts. */
  confirmClaim: (id: string, n: number) => key<Claim>(`confirm-claim/${id}/${n}`),
  confirmAttempt: (id: string, n: number) => key<FailedAttempt>(`confirm-attempt/${id}/${n}`),
  confirmSent: (id: string) => key<SentMail>(`confirm-sent/${id}`),
  /** `confirm-address/<YYYY-MM-DD>/<address digest>`: the address's one confirmation that Eastern day, and its lead. delivery/confirm.ts (create-only). */
  confirmedAddress: (day: string, address: string) => key<{ leadId: string; at: string }>(`confirm-address/${day}/${address}`),
  /** `secret/vapid`: the Web Push key pair the site made itself when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set (VapidKeys). push/vapid.ts. */
  vapidKeys: key<VapidKeys>('secret/vapid'),
  /** `push-devices/<digest of its address>`: a device that asked for pushes (PushDevice). push/devices.ts; removed there, or when its push service says it is gone. */
  pushDevice: (device: string) => key<PushDevice>(`push-devices/${device}`),
  /** `push-pending/<id>`: a new Inbox lead's push is to go (UnsentMarker). store/ledger.ts, as `unsent`; push/newLead.ts clears it. */
  pushPending: (id: string) => key<UnsentMarker>(`push-pending/${id}`),
  /** `pushed/<id>/<device>`: the lead's push to one device, taken by one sender only, so it goes once (Claim). push/newLead.ts (create-only). */
  pushedTo: (id: string, device: string) => key<Claim>(`pushed/${id}/${device}`),
  /** `nudge-pending/<id>`: an Inbox or Held arrival not nudged or answered yet (NudgeMarker). store/ledger.ts; nudge/ clears it. */
  nudgePending: (id: string) => key<NudgeMarker>(`nudge-pending/${id}`),
  /** `nudged/<id>/push`, `nudged/<id>/mail`: its nudge by push, its line in a nudge mail, each once (Claim). nudge/ (create-only). */
  nudged: (id: string, how: 'push' | 'mail') => key<Claim>(`nudged/${id}/${how}`),
};

/** Every folder a module lists, by family: `store.list(folders.unsent)` gives the ids of the leads not mailed yet. */
export const folders = {
  submissions: 'submission',
  unsent: 'unsent',
  claims: (id: string) => `claim/${id}`,
  attempts: (id: string) => `attempt/${id}`,
  index: (place: Place) => `index/${place}`,
  followUps: (id: string) => `followup/${id}`,
  /** The folders of the leads that have photos (`store.folders(folders.photos)` gives their ids). */
  photos: 'photo',
  photosOf: (id: string) => `photo/${id}`,
  removed: 'removed',
  removing: 'removing',
  /** The addresses counted by the forms' limit (`store.folders`), an address's windows, and one window. */
  rate: 'rate',
  rateOf: (address: string) => `rate/${address}`,
  rateWindow: (address: string, window: number) => `rate/${address}/${window}`,
  proofs: 'proof',
  spamMarks: 'spam-marks',
  spamModels: 'spam-models',
  housekeeping: 'housekeeping',
  /** A lead's clock: one list gives every moment (clock/names.ts reads their names). */
  clockOf: (id: string) => `clock/${id}`,
  confirmUnsent: 'confirm-unsent',
  confirmClaims: (id: string) => `confirm-claim/${id}`,
  confirmAttempts: (id: string) => `confirm-attempt/${id}`,
  /** The days of the confirmations' once-a-day keys (`store.folders`), and one day's. */
  confirmedDays: 'confirm-address',
  confirmedOn: (day: string) => `confirm-address/${day}`,
  pushDevices: 'push-devices',
  pushPending: 'push-pending',
  pushedTo: (id: string) => `pushed/${id}`,
  nudgePending: 'nudge-pending',
  nudgedOf: (id: string) => `nudged/${id}`,
};

/** The names a photo's keys have in its lead's photo folder (`folders.photosOf`): the photo, its thumbnail, its description. */
export const photoNames = (slot: number) => [`${slot}`, `${slot}-thumb`, `${slot}-about`];

/** The slot of a photo whose description a lead's photo folder lists, or undefined for another name. */
export function slotOfDescription(name: string): number | undefined {
  const slot = /^(\d+)-about$/.exec(name)?.[1];
  return slot === undefined ? undefined : Number(slot);
}

/** The key of `name` in `folder`, for a name a module listed there (`store.list(folder)`). */
export const keyIn = (folder: string, name: string) => `${folder}/${name}`;

/** Everything kept under a lead's id, for its removal (followUp/removal.ts); its index keys and spam marks go by their own modules. */
const markersOf = (id: string) => [keys.unsent(id), keys.pushPending(id), keys.confirmUnsent(id), keys.nudgePending(id)];
export const keysOfLead = (id: string) => ({
  keys: [keys.submission(id), keys.sent(id), ...markersOf(id), keys.confirmSent(id)],
  folders: [
    folders.followUps(id),
    folders.claims(id),
    folders.attempts(id),
    folders.photosOf(id),
    folders.pushedTo(id),
    folders.clockOf(id),
    folders.confirmClaims(id),
    folders.confirmAttempts(id),
    folders.nudgedOf(id),
  ],
});
