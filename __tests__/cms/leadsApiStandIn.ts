/**
 * A stand-in for the leads API (src/server/leadsApi/) as the leads view's requests reach it, for the view's Jest
 * tests: the same requests and answers' shapes, over leads held in memory. Every request is recorded, and a test may
 * hold an answer back until it lets it go, to put the view's loads in the order a slow network would. A held request
 * whose signal aborts fails as a browser's fetch does.
 */
import { VALID } from '../forms/fixtures';
import type { FormKind } from '../../src/forms/fields';
import type { Place } from '../../src/leads/places';
import type { Removal } from '../../src/leads/removal';
import type { Lead } from '../../src/leads/lead';

/** A lead as the API sends it: `values` are the form's valid answers with the name given. */
export function aLead(id: string, place: Place, receivedAt: string, firstName: string, kind: FormKind = 'contact'): Lead {
  return {
    id,
    kind,
    receivedAt,
    values: { ...VALID[kind], firstName, email: `${id}@example.com` },
    place,
    mailed: place === 'inbox' ? { at: receivedAt } : null,
    followUp: { state: 'new', history: [], version: 0 },
  } as Lead;
}

export interface Request {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

interface Held {
  matches: (request: Request) => boolean;
  release: () => void;
  released: Promise<void>;
}

const answer = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(JSON.stringify(body)) as unknown,
    blob: async () => new Blob(['photo']),
  }) as unknown as Response;

export function leadsApiStandIn(leads: Lead[], user = 'Pat Owner (pat)') {
  const held: Held[] = [];
  const requests: Request[] = [];
  const removals: Removal[] = [];
  let removedAt = Date.parse('2026-11-20T12:00:00Z');

  const newestFirst = (place: Place) => leads.filter((lead) => lead.place === place).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  const counts = () => ({ inbox: newestFirst('inbox').length, held: newestFirst('held').length, spam: newestFirst('spam').length });

  function respond({ method, url, body }: Request): Response {
    if (method === 'GET' && url.searchParams.has('removed')) return answer(200, { ok: true, removals });
    if (method === 'GET' && url.searchParams.has('counts')) return answer(200, { ok: true, counts: counts(), user });
    if (method === 'GET' && url.searchParams.has('id')) {
      const lead = leads.find((known) => known.id === url.searchParams.get('id'));
      return lead ? answer(200, { ok: true, lead }) : answer(404, { message: 'No such lead.' });
    }
    if (method === 'GET') {
      const place = url.searchParams.get('place') as Place;
      const [offset, limit] = [Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit'))];
      const all = newestFirst(place);
      return answer(200, { ok: true, place, leads: all.slice(offset, offset + limit), next: all.length > offset + limit ? offset + limit : null, user });
    }
    // As the real API: a change names its action (src/server/leadsApi/actions/).
    if (!['state', 'note', 'move', 'delete', 'answer'].includes(String(body?.action))) return answer(400, { message: `No action ${String(body?.action)}.` });
    const index = leads.findIndex((known) => known.id === body?.id);
    if (index < 0) return answer(404, { message: 'No such lead.' });
    const lead = leads[index];
    if (body?.action === 'answer') {
      // Only the first answer is kept (src/server/clock/).
      const firstAnswer = lead.clock?.firstAnswer ?? { at: new Date().toISOString(), by: 'pat', how: body.how as 'call' | 'email' };
      leads[index] = { ...lead, clock: { ...lead.clock, firstAnswer } };
      return answer(200, { ok: true, lead: leads[index] });
    }
    if (body?.action === 'delete') {
      leads.splice(index, 1);
      const removal: Removal = {
        removedAt: new Date((removedAt += 1000)).toISOString(),
        why: 'deleted',
        kind: lead.kind,
        receivedAt: lead.receivedAt,
        by: 'pat',
      };
      removals.unshift(removal);
      return answer(200, { ok: true, removal });
    }
    const change =
      body?.action === 'move'
        ? { kind: 'place', place: body.place }
        : body?.action === 'state'
          ? { kind: 'state', state: body.state }
          : { kind: 'note', text: body?.note };
    const entry = { ...change, n: lead.followUp.version + 1, at: new Date().toISOString(), by: 'pat' } as Lead['followUp']['history'][number];
    const changed: Lead = {
      ...lead,
      place: (body?.place as Place) ?? lead.place,
      followUp: { state: (body?.state as Lead['followUp']['state']) ?? lead.followUp.state, history: [...lead.followUp.history, entry], version: entry.n },
    };
    leads[index] = changed;
    return answer(200, { ok: true, lead: changed });
  }

  const fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: Request = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost/'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    requests.push(request);
    const hold = held.find((each) => each.matches(request));
    if (hold) {
      held.splice(held.indexOf(hold), 1);
      await new Promise<void>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        void hold.released.then(resolve);
      });
    }
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return respond(request);
  });

  return {
    fetch,
    requests,
    /** The requests for one lead by its id (`GET ?id=`, not its photos). */
    leadReads: (id: string) =>
      requests.filter((request) => request.method === 'GET' && request.url.searchParams.get('id') === id && !request.url.searchParams.has('photo')),
    /** Holds back the answer to the next request `matches` accepts, until `release` is called. */
    hold(matches: (request: Request) => boolean) {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      held.push({ matches, release: () => release(), released });
      return { release: () => release() };
    },
  };
}
