/**
 * jsdom cannot open a phone's dialer or a mail program: a click on a tel: or mailto: link that nobody stopped makes it
 * print "Not implemented: navigation" into the tests' output. This stands in for the phone. It listens on the window,
 * after the page's own handlers (React's listen on its root), records each such link the page let through, and then
 * stops it, as the dialer would have taken over. For the view's tests of Call and Email (leadClock, leadsViewPhone).
 */
export function dialerStandIn() {
  const opened: string[] = [];
  const open = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="tel:"], a[href^="mailto:"]');
    if (!link || event.defaultPrevented) return;
    opened.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  };
  beforeEach(() => {
    opened.length = 0;
    window.addEventListener('click', open);
  });
  afterEach(() => window.removeEventListener('click', open));
  return opened;
}
