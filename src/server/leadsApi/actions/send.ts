/**
 * `{ action: 'send', id }`: staff ask for a lead's mail again, when it failed or never went out (mail set up late,
 * the mail server down). Through delivery/, so exactly once however often it is asked; only a lead in the Inbox.
 */
import { PLACE_NAMES } from '../../../leads/places';
import { deliver } from '../../delivery/deliver';
import { formSettings } from '../../settings';
import { readLead } from '../../store/ledger';
import { problem } from '../answer';
import type { LeadAction } from './action';

export const send: LeadAction<Record<string, never>> = {
  check: () => ({ ok: true, input: {} }),
  async run({ store, env }, lead) {
    if (lead.mailed) return { status: 409, json: { ok: false, message: 'This lead was mailed already.', lead } };
    if (lead.place !== 'inbox')
      return { status: 409, json: { ok: false, message: `This lead is in ${PLACE_NAMES[lead.place]}: move it to the Inbox (Not spam) to mail it.`, lead } };
    const smtp = formSettings(env).smtp;
    if (!smtp) return problem(503, 'Mail is not set up on this site (SMTP_HOST and MAIL_TO, docs/forms.md), so nothing can be sent.');
    const outcome = await deliver(store, lead, smtp, { place: lead.place });
    const now = (await readLead(store, lead.id))!;
    if (outcome.status === 'skipped')
      return { status: 409, json: { ok: false, message: 'This lead is being mailed right now, or was just mailed.', lead: now } };
    if (outcome.status === 'failed') return { status: 502, json: { ok: false, message: `The mail could not be sent: ${outcome.detail}`, lead: now } };
    return { status: 200, json: { ok: true, lead: now } };
  },
};
