/**
 * The view on this device, as an app (issue 66, items 1 and 2): a line when it is offline (the view opened, but no
 * lead is kept on the device to show) or a newer build is ready; and "Notify me on this phone", which asks the
 * browser's permission only once tapped, says what this device does with new leads, and lists this login's devices
 * that are notified, each with Remove. Where the browser cannot (no push, permission blocked, an iPhone not running
 * the view from its home screen), it says so, and on an iPhone how to add it.
 */
import React from 'react';
import { useAppStatus } from '../app/useAppStatus';
import { type PushState, usePush } from './usePush';
import { isIos } from './thisDevice';

/** "phone" on a phone or tablet, "computer" elsewhere: what staff call the device in their hand. */
const thisDevice = () => (typeof navigator !== 'undefined' && /Android|iPhone|iPad|Mobile/.test(navigator.userAgent) ? 'phone' : 'computer');

/** Why this device cannot be notified, in staff's words, with what to do. */
function cannot(why: Extract<PushState, { kind: 'unsupported' }>['why']): React.ReactNode {
  const device = /iPad/.test(navigator.userAgent) ? 'iPad' : 'iPhone';
  switch (why) {
    case 'ios-not-installed':
      return (
        <>
          To be notified of new leads on this {device}, add the leads view to your Home Screen: tap <strong>Share</strong>, then{' '}
          <strong>Add to Home Screen</strong>, and open <strong>Leads</strong> from there.
        </>
      );
    case 'ios-too-old':
      return `Notifications of new leads need iOS 16.4 or later on this ${device} (Settings, General, Software Update).`;
    case 'insecure':
      return 'Notifications need the site opened over https.';
    case 'no-push':
      return isIos()
        ? 'This browser cannot show notifications from the site. Open the leads view from your Home Screen.'
        : 'This browser cannot show notifications from the site. On a phone, use Chrome on Android, or Safari on an iPhone with the view added to the Home Screen.';
  }
}

const since = (at: string) => new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * `signedIn`: the list's first page came, so this login may read leads. Until then only the offline and update lines
 * show: the devices are asked for after the first rows, and a login the list refused is told so once, by the list.
 */
export function OnThisPhone({ signedIn }: { signedIn: boolean }) {
  const { offline, updated } = useAppStatus();
  const { state, devices, thisId, problem, turnOn, remove } = usePush(signedIn);
  const device = thisDevice();
  return (
    <section className="on-this-phone" aria-label={`Notifications on this ${device}`}>
      {offline ? (
        <p role="alert" className="problem">
          You are offline. The leads view opened, but leads are never kept on this {device}: they show again once the connection is back.
        </p>
      ) : null}
      {updated ? (
        <p role="status">
          A new version of the leads view is ready.{' '}
          <button type="button" className="link" onClick={() => window.location.reload()}>
            Reload
          </button>
        </p>
      ) : null}
      {state.kind === 'unsupported' ? <p className="notify-line">{cannot(state.why)}</p> : null}
      {state.kind === 'blocked' ? (
        <p className="notify-line">Notifications are blocked for this site in this browser’s settings. Allow them there, then reload this page.</p>
      ) : null}
      {state.kind === 'off' ? (
        <p className="notify-line">
          <button type="button" onClick={turnOn}>
            Notify me on this {device}
          </button>{' '}
          of each new lead in the Inbox.
        </p>
      ) : null}
      {state.kind === 'on' ? <p className="notify-line">New leads in the Inbox are pushed to this {device}.</p> : null}
      {problem ? (
        <p role="alert" className="problem">
          {problem}
        </p>
      ) : null}
      {devices.length ? (
        <details className="folded">
          <summary>Your devices notified of new leads ({devices.length})</summary>
          <ul className="devices">
            {devices.map((one) => (
              <li key={one.id}>
                {one.label}
                {one.id === thisId ? ' (this one)' : ''}, since {since(one.at)}{' '}
                <button
                  type="button"
                  className="link"
                  onClick={() => remove(one.id)}
                  aria-label={`Remove ${one.label}${one.id === thisId ? ' (this one)' : ''}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
