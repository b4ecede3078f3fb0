/**
 * This device's notifications of new leads, as the leads view offers them (OnThisPhone.tsx): whether the browser can
 * take a push (thisDevice.ts), whether this device is subscribed, and this login's devices that are. The browser's
 * permission is asked only when staff tap "Notify me" (`turnOn`), never on opening. On each opening a device already
 * allowed is kept in step with the server: its subscription sent again (iOS drops one now and then, and a device
 * removed from another one's list is added back only by its own tap), or made again when the browser lost it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NotSignedIn, type PushDevice } from '../api';
import { useSignIn } from '../context';
import { type Support, deviceIdOf, deviceName, keyBytes, pushSupport } from './thisDevice';

export type PushState = { kind: 'loading' } | { kind: 'unsupported'; why: Exclude<Support, { can: true }>['why'] } | { kind: 'blocked' | 'off' | 'on' };

/** How long the view waits for its service worker (app/registerShell.ts) before saying it is not there. */
const WORKER_WAIT_MS = 10_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The view's service worker, once it runs; it receives the pushes. */
function worker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error('The leads view’s service worker is not running, so this device cannot be notified. Reload the page.')),
        WORKER_WAIT_MS,
      ),
    ),
  ]);
}

/**
 * Whether notifications are allowed, asked of the Permissions API first (Chromium's headless shell answers
 * Notification.permission 'denied' for a permission granted), else of Notification.permission.
 */
async function permission(): Promise<'granted' | 'denied' | 'prompt'> {
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null);
  if (state) return state;
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

/** Whether `subscription` was made with the site's key now (a new key pair needs a new subscription). */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const given = new Uint8Array(key);
  const wanted = keyBytes(publicKey);
  return given.length === wanted.length && given.every((byte, index) => byte === wanted[index]);
}

export function usePush(wanted = true) {
  const { api } = useSignIn();
  const [state, setState] = useState<PushState>({ kind: 'loading' });
  const [devices, setDevices] = useState<PushDevice[]>([]);
  const [thisId, setThisId] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const publicKey = useRef('');

  /** Subscribes this device with the site's key and tells the server: the device is then on. */
  const subscribe = useCallback(
    async (registration: ServiceWorkerRegistration) => {
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey.current });
      const answer = await api.subscribe(subscription.toJSON(), deviceName());
      setDevices(answer.devices);
      setThisId(await deviceIdOf(subscription.endpoint));
      setState({ kind: 'on' });
    },
    [api],
  );

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    (async () => {
      const support = pushSupport();
      // A browser without service workers can neither be notified nor keep the view: nothing to ask the server.
      if (!('serviceWorker' in navigator)) return setState({ kind: 'unsupported', why: support.can ? 'no-push' : support.why });
      const known = await api.fetchPush();
      if (stopped) return;
      publicKey.current = known.publicKey;
      setDevices(known.devices ?? []);
      if (!support.can) return setState({ kind: 'unsupported', why: support.why });
      const allowed = await permission();
      if (allowed === 'denied') return setState({ kind: 'blocked' });
      const registration = await worker();
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !madeWith(subscription, known.publicKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      if (stopped) return;
      if (subscription) {
        const id = await deviceIdOf(subscription.endpoint);
        setThisId(id);
        if (!known.devices.some((device) => device.id === id)) setDevices((await api.subscribe(subscription.toJSON(), deviceName())).devices);
        return setState({ kind: 'on' });
      }
      if (allowed === 'granted') return subscribe(registration).catch(() => setState({ kind: 'off' }));
      setState({ kind: 'off' });
    })().catch((error: unknown) => {
      if (stopped || error instanceof NotSignedIn) return;
      setProblem(messageOf(error));
      setState((now) => (now.kind === 'loading' ? { kind: 'off' } : now));
    });
    return () => {
      stopped = true;
    };
  }, [api, subscribe, wanted]);

  /** "Notify me": the browser's question, asked now that staff tapped, then the subscription. */
  const turnOn = useCallback(async () => {
    setProblem('');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState({ kind: 'blocked' });
      if (permission !== 'granted') return setProblem('Notifications were not allowed. Tap again to be asked again.');
      await subscribe(await worker());
    } catch (error) {
      setProblem(`This browser could not turn on notifications: ${messageOf(error)}`);
    }
  }, [subscribe]);

  /** Removes one of this login's devices; this device's own subscription ends too. */
  const remove = useCallback(
    async (id: string) => {
      setProblem('');
      try {
        const after = await api.unsubscribe(id);
        if (id === thisId) {
          const registration = await worker();
          await (await registration.pushManager.getSubscription())?.unsubscribe();
          setThisId(null);
          setState({ kind: 'off' });
        }
        setDevices(after.devices);
      } catch (error) {
        setProblem(`The device could not be removed: ${messageOf(error)}`);
      }
    },
    [api, thisId],
  );

  return { state, devices, thisId, problem, turnOn, remove };
}
