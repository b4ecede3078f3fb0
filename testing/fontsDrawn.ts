/**
 * Which faces the browser actually drew a page's first text in, asked of the browser itself through DevTools'
 * platform fonts for a node (`CSS.getPlatformFontsForNode`). `document.fonts` says a face has loaded, not that the
 * text is drawn in it. Shared by e2e/fonts.spec.ts and `npm run bench:fonts`.
 */
import type { CDPSession, Page } from '@playwright/test';

/** What a visitor reads first on every page, and the face each is meant to be drawn in: the heading and the paragraph under it. */
export const FIRST_SCREEN_TEXT = [
  { selector: 'h1', face: 'Playfair Display' },
  { selector: 'h1 + p', face: 'Inter' },
] as const;

/** Lighthouse's phone network (Slow 4G), for `Network.emulateNetworkConditions`: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface DrawnText {
  selector: string;
  face: string;
  /** The faces of the node's own text, as the browser drew it; undefined while the node is not in the page yet. */
  drawn?: { family: string; glyphs: number; web: boolean }[];
  /** Every glyph is drawn in the web font meant for it. */
  inFace: boolean;
}

/** A DevTools session on the page with what `firstScreenFaces` asks. */
export async function inspectFonts(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

async function facesDrawn(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) return undefined;
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount, web: font.isCustomFont }));
}

/** The faces of the page's heading and first paragraph now. */
export async function firstScreenFaces(cdp: CDPSession): Promise<DrawnText[]> {
  const texts: DrawnText[] = [];
  for (const { selector, face } of FIRST_SCREEN_TEXT) {
    const drawn = await facesDrawn(cdp, selector);
    texts.push({ selector, face, drawn, inFace: !!drawn?.length && drawn.every((font) => font.web && font.family === face) });
  }
  return texts;
}

/**
 * A first visit over Slow 4G with an empty cache: the page asked for, then its heading's and first paragraph's faces
 * read every 100 ms until both are in their web fonts or `untilMs` after navigation has passed. Returns when both were
 * first in them (ms after navigation; undefined if not by then) and what each was drawn in at the end.
 */
export async function firstVisitOverSlow4G(page: Page, url: string, untilMs: number) {
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.clearBrowserCache');
  await network.send('Network.emulateNetworkConditions', SLOW_4G);
  const cdp = await inspectFonts(page);
  await page.goto(url, { waitUntil: 'commit' });
  let inFaces: number | undefined;
  for (;;) {
    // The document may be between its commit and its first node. The time is read after the faces, so that it is
    // never earlier than what was seen.
    const texts = await firstScreenFaces(cdp).catch(() => undefined);
    const elapsed: number = await page.evaluate(() => performance.now());
    if (texts?.every((text) => text.inFace)) inFaces = elapsed;
    if (inFaces !== undefined || elapsed >= untilMs) return { inFaces, texts };
    await page.waitForTimeout(100);
  }
}
