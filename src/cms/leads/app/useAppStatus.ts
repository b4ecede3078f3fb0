/**
 * What the view says of itself as an app: that the device is offline (the shell opened from the service worker's
 * cache, but lead data is never kept on the device: src/cms/leads/app/serviceWorker.ts), and that a newer build's
 * worker has taken over (the page on the screen is the older one until it is reloaded).
 */
import { useEffect, useState } from 'react';

export function useAppStatus() {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    const went = () => setOffline(true);
    const back = () => setOffline(false);
    window.addEventListener('offline', went);
    window.addEventListener('online', back);
    // A page that had a worker and gets another: a new build is live. A first install is no news.
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const hadWorker = Boolean(container?.controller);
    const changed = () => setUpdated(hadWorker);
    container?.addEventListener('controllerchange', changed);
    return () => {
      window.removeEventListener('offline', went);
      window.removeEventListener('online', back);
      container?.removeEventListener('controllerchange', changed);
    };
  }, []);
  return { offline, updated };
}
