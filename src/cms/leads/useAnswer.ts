/**
 * Staff answer a lead from the leads view by tapping its Call or Email link: the tap is the lead's first answer, if
 * it had none, on its clock (issue 66, item 5; `{ action: 'answer' }`, src/server/leadsApi/actions/answer.ts). For
 * every Call and Email link of the view: the open lead's (lead/AnswerLinks.tsx), the list's and the cards'. Call what
 * this gives from the link's `onClick` and let the link do what it does (a phone's dialer, a mail program): the
 * request goes with `keepalive`, so it leaves even as the page is left, and a failure to record it stops nothing.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Lead } from '../../leads/lead';
import type { LeadsApi } from './api';
import { useSignIn } from './context';

/** How staff answered a lead from the view: the Call or the Email they tapped. */
export type Tapped = 'call' | 'email';

/**
 * Records that staff answered `lead` by `how` through `api`: the lead with its clock as it is after, or null when it
 * could not be recorded (offline, signed out): the call or mail goes on all the same.
 */
export async function answered(api: Pick<LeadsApi, 'answer'>, lead: Lead, how: Tapped): Promise<Lead | null> {
  try {
    return await api.answer(lead, how);
  } catch (error) {
    console.warn(`The ${how} to lead ${lead.id} could not be recorded as its answer:`, error);
    return null;
  }
}

/**
 * What a Call or Email link calls as it is tapped: `(lead, how) => void`. `onAnswered` is given the lead with its new
 * clock when the leads API answers (the open lead and the list show it then).
 */
export function useAnswer(onAnswered?: (lead: Lead) => void): (lead: Lead, how: Tapped) => void {
  const { api } = useSignIn();
  const latest = useRef(onAnswered);
  useEffect(() => {
    latest.current = onAnswered;
  }, [onAnswered]);
  return useCallback(
    (lead: Lead, how: Tapped) => {
      void answered(api, lead, how).then((after) => {
        if (after) latest.current?.(after);
      });
    },
    [api],
  );
}
