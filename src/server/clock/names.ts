/**
 * The names of a lead's clock's moments in its folder (`clock/<id>/`, store/keys.ts), which say what each moment is,
 * when it was and, for staff's, whose login and how, so that a list of the folder is the whole clock of a page's lead
 * (one store request a lead on Netlify Blobs, where a read of each moment would be one more each):
 *
 *   told-mail-<ms>                 the office's mail went out (delivery/deliver.ts)
 *   told-push-<ms>                 a push reached at least one staff phone (src/server/push/)
 *   opened-<ms>-<login>            first opened in the leads view (leadsApi/read.ts)
 *   answer-<ms>-<how>-<login>      first answered: Call or Email tapped, or a state past New (leadsApi/actions/)
 *
 * `<ms>` is the time in milliseconds, `<login>` the login in hexadecimal (a login may hold characters a key may not:
 * GitLab's dots, the laptop's space), left empty past LONGEST_LOGIN_HEX, when the moment's value says who.
 */
import type { AnswerHow } from '../../leads/lead';

export type MomentKind = 'told-mail' | 'told-push' | 'opened' | 'answer';

/** A moment as its name tells it. */
export interface NamedMoment {
  kind: MomentKind;
  atMs: number;
  /** The login, when the name holds it. */
  by?: string;
  how?: AnswerHow;
}

/** The longest login written into a name, in hexadecimal characters: a name stays well under a file name's 255 bytes. */
export const LONGEST_LOGIN_HEX = 200;

const hexOf = (login: string) => {
  const hex = Buffer.from(login, 'utf8').toString('hex');
  return hex.length > LONGEST_LOGIN_HEX ? '' : hex;
};

/** The name of a moment in its lead's clock folder. */
export function momentName({ kind, atMs, by = '', how }: NamedMoment): string {
  const at = String(Math.max(0, Math.round(atMs)));
  if (kind === 'told-mail' || kind === 'told-push') return `${kind}-${at}`;
  if (kind === 'opened') return `opened-${at}-${hexOf(by)}`;
  return `answer-${at}-${how ?? 'state'}-${hexOf(by)}`;
}

const NAMED = /^(?:(told-mail|told-push)-(\d+)|(opened)-(\d+)-([0-9a-f]*)|(answer)-(\d+)-(call|email|state)-([0-9a-f]*))$/;

/** The moment a name in a clock folder tells, or null for a name that is none of them. */
export function readName(name: string): NamedMoment | null {
  const match = NAMED.exec(name);
  if (!match) return null;
  const [, told, toldAt, opened, openedAt, openedBy, answer, answerAt, how, answerBy] = match;
  const login = (hex: string) => (hex ? { by: Buffer.from(hex, 'hex').toString('utf8') } : {});
  if (told) return { kind: told as MomentKind, atMs: Number(toldAt) };
  if (opened) return { kind: 'opened', atMs: Number(openedAt), ...login(openedBy) };
  if (answer) return { kind: 'answer', atMs: Number(answerAt), how: how as AnswerHow, ...login(answerBy) };
  return null;
}

/** The earliest moment of each kind among a folder's names (two people first at once may both have written one). */
export function earliestMoments(names: readonly string[]): Partial<Record<MomentKind, NamedMoment & { name: string }>> {
  const earliest: Partial<Record<MomentKind, NamedMoment & { name: string }>> = {};
  for (const name of names) {
    const moment = readName(name);
    if (moment && !(earliest[moment.kind] && earliest[moment.kind]!.atMs <= moment.atMs)) earliest[moment.kind] = { ...moment, name };
  }
  return earliest;
}
