/**
 * The site's icon, drawn once here: the tab icon of every page, written into
 * its head as a data address (siteIconHref), and the home-screen icon, a PNG
 * drawn from it after the build (gatsby-node.ts, onPostBuild).
 *
 * The tab icon is in the page, not a file of its own, because a browser asks
 * for the tab icon as soon as a page has loaded, and this site's pages load
 * before they paint (their scripts wait for the first paint): over HTTP/1.1 the
 * icon's request, and the web manifest's two that the site used to link, took
 * connections beside the hero photo's (docs/first-screen.md, "What the first
 * screen waits for"). Nothing asks for the home-screen icon until someone adds
 * the site to a home screen.
 */
import { theme } from './theme';

export const SITE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${theme.colors.ocean}"/><path d="M8 44c8-6 16-6 24 0s16 6 24 0v12H8z" fill="${theme.colors.seafoam}"/><path d="M30 40c-1-10 1-20 6-27-7 3-11 9-12 17-3-5-8-7-14-6 6 2 10 7 11 14z" fill="${theme.colors.palm}"/></svg>`;

/**
 * The SVG as a data address, percent-encoded only where an address or an HTML attribute needs it (quotes, which
 * React would write as entities, and spaces), which keeps it shorter than base64.
 */
export const siteIconHref = `data:image/svg+xml,${SITE_ICON_SVG.replace(/[<>#%"' ]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** Where the build writes the home-screen icon: the path iOS also tries on its own. */
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 192 };
