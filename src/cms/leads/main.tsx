/**
 * The page script of /admin/leads/ (written there by src/cms/writeAdmin.ts): the leads view, styled to sit with
 * the editor. Service names come from data/services, and the names of staff's campaigns from data/lead-sources.json,
 * put in by the build.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../theme/theme';
import { LeadsView } from './LeadsView';
import { registerShell } from './app/registerShell';

declare const LEADS_SERVICE_NAMES: Record<string, string>;
declare const LEADS_CAMPAIGN_NAMES: Record<string, string>;

const { colors } = theme;
const style = document.createElement('style');
style.textContent = `
:root { --ocean: ${colors.ocean}; --palm: ${colors.palm}; --sunset: ${colors.sunsetDark}; color-scheme: light; }
body { margin: 0; background: #eff1f4; color: ${colors.ink}; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; }
.leads { max-width: 1400px; margin: 0 auto; padding: 16px 24px 48px; }
.leads-header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 24px; }
h1 { margin: 8px 0; font-size: 28px; color: ${colors.oceanDeep}; }
a { color: ${colors.ocean}; }
.problem, .lead .problem { color: ${colors.danger}; font-weight: 600; }
.lead .done { color: ${colors.palmDark}; }
.chart { margin: 8px 0 16px; padding: 12px 16px; background: ${colors.white}; border-radius: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.chart figcaption { font-weight: 600; }
.chart svg { display: block; width: 100%; max-height: 180px; }
.sources table { border-collapse: collapse; margin-top: 8px; width: 100%; max-width: 640px; }
.sources th, .sources td { padding: 4px 8px; text-align: left; font-variant-numeric: tabular-nums; }
.sources tbody th { font-weight: 400; overflow-wrap: anywhere; }
.sources .bars { width: 40%; }
.sources .bars svg { height: 12px; }
.legend { display: flex; gap: 16px; margin: 4px 0 0; padding: 0; list-style: none; }
.legend span { display: inline-block; width: 12px; height: 12px; margin-right: 6px; border-radius: 2px; vertical-align: -1px; }
.filters { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; margin: 0 0 12px; }
.field { display: flex; flex-direction: column; gap: 2px; }
.field label { font-size: 13px; font-weight: 600; }
.filters .search { flex: 1 1 240px; }
input, select, textarea, button { font: inherit; }
input, select, textarea { padding: 6px 8px; border: 1px solid #9aa8ad; border-radius: 4px; background: ${colors.white}; color: inherit; }
button { padding: 7px 14px; border: 0; border-radius: 4px; background: ${colors.ocean}; color: ${colors.white}; cursor: pointer; }
button:disabled { background: #8a9aa0; cursor: default; }
button.link { padding: 0; background: none; color: ${colors.ocean}; text-decoration: underline; text-align: start; }
:focus-visible { outline: 3px solid ${colors.sunset}; outline-offset: 2px; }
.table-scroll { overflow-x: auto; background: ${colors.white}; border-radius: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.leads-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.leads-table th, .leads-table td { padding: 8px 10px; border-bottom: 1px solid ${colors.line}; text-align: start; vertical-align: top; }
.leads-table th { position: sticky; top: 0; background: ${colors.seafoam}; white-space: nowrap; }
.leads-table .message { max-width: 22rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.leads-table td { overflow-wrap: break-word; }
.leads-table td:nth-child(-n+2), .leads-table td:nth-child(5), .leads-table td:nth-child(10) { white-space: nowrap; }
.mail-failed { color: ${colors.danger}; font-weight: 600; }
.mail-waiting { color: ${colors.sunsetDark}; font-weight: 600; }
/* Anything a visitor sent (an address, the page a lead came from with its campaign tags) breaks rather than widen the dialog. */
.lead { overflow-wrap: anywhere; width: min(44rem, calc(100vw - 32px)); max-height: calc(100vh - 48px); border: 0; border-radius: 8px; padding: 20px 24px; box-shadow: 0 8px 32px rgba(0,0,0,.35); }
.lead::backdrop { background: ${colors.overlay}; }
.lead h2 { margin-top: 0; color: ${colors.oceanDeep}; overflow-wrap: anywhere; }
.fields { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.fields div { display: contents; }
.fields dt { font-weight: 600; }
.fields dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.photos ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.photos button { padding: 0; border: 1px solid #c9d3d6; border-radius: 6px; background: #eef2f3; cursor: zoom-in; }
.photos button img, .photos .loading { display: grid; place-items: center; width: 160px; height: 120px; object-fit: cover; border-radius: 6px; }
dialog.photo { max-width: min(96vw, 1100px); }
dialog.photo img { display: block; max-width: 100%; max-height: 78vh; margin: 0 auto; }
.follow-up, .note { display: flex; flex-wrap: wrap; align-items: end; gap: 8px; margin: 12px 0; }
.note .field { flex: 1 1 20rem; }
.history { padding-left: 20px; }
.history q { white-space: pre-wrap; overflow-wrap: anywhere; }
.history .when { color: ${colors.inkSoft}; }
button.danger { background: ${colors.danger}; }
.confirm { width: min(32rem, calc(100vw - 48px)); border: 0; border-radius: 8px; padding: 16px 20px; box-shadow: 0 8px 32px rgba(0,0,0,.35); }
.confirm::backdrop { background: ${colors.overlay}; }
.confirm h3 { margin-top: 0; }
.removals { margin: 8px 0; }
/* The line about a deleted lead is on the page from the start, for screen readers to hear it filled in: empty, it takes no room. */
.done:empty { margin: 0; }
.reports-note { margin: 8px 0 0; color: ${colors.inkSoft}; font-size: 14px; }
.removals summary { cursor: pointer; font-weight: 600; }
.removals ul { margin: 4px 0; padding-left: 20px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* The chart's table for screen readers is clipped to a pixel, but a table is never narrower than its figures: the
   chart holds it in, so it does not widen a phone's page. */
.chart { position: relative; overflow: hidden; }
/* On a narrow screen the legend wraps between its entries, not inside one. */
.legend { flex-wrap: wrap; }
.legend li { white-space: nowrap; }
/* On a phone (the owner reads leads in the truck) each lead is a card, the table on wider screens: the view draws
   one or the other (list/useLayout.ts). */
.lead-cards { display: grid; gap: 12px; margin: 0 0 16px; padding: 0; list-style: none; }
.lead-card { min-width: 0; padding: 8px 16px 12px; background: ${colors.white}; border-radius: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.card-name { margin: 0; font-size: 18px; line-height: 1.3; overflow-wrap: anywhere; }
.card-name .link { display: block; width: 100%; min-height: 44px; }
.card-facts { display: flex; flex-wrap: wrap; gap: 0 12px; margin: 0 0 6px; color: ${colors.inkSoft}; font-size: 14px; }
.card-message { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; overflow: hidden; margin: 0 0 10px; white-space: pre-line; overflow-wrap: anywhere; }
.card-waiting { margin: 0 0 4px; color: ${colors.sunsetDark}; font-weight: 700; }
.card-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; }
/* The place shown is filled in and underlined, the others outlined: which one is shown is plain at a glance. */
.places { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
.places button { min-height: 44px; border: 2px solid ${colors.ocean}; background: ${colors.white}; color: ${colors.ocean}; font-weight: 600; }
.places button[aria-current='true'] { background: ${colors.ocean}; color: ${colors.white}; text-decoration: underline; text-decoration-thickness: 3px; text-underline-offset: 5px; }
/* The phone's first screen: the leads waiting for an answer, then the reports and filters folded under one tap. */
.list-part h2 { margin: 12px 0 8px; font-size: 20px; color: ${colors.oceanDeep}; }
.folded { margin: 8px 0 16px; }
.folded summary { padding: 11px 0; cursor: pointer; font-weight: 600; color: ${colors.ocean}; }
.card-action { position: relative; display: inline-flex; flex: 1 1 0; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 0 16px; border-radius: 4px; background: ${colors.ocean}; color: ${colors.white}; font-weight: 600; text-decoration: none; }
/* The view on this device: offline, a new version, and its notifications (notify/OnThisPhone.tsx). */
.on-this-phone { margin: 0 0 8px; }
.notify-line { margin: 4px 0; }
.devices { margin: 4px 0; padding-left: 20px; }
.devices .link { min-height: 44px; padding: 0 8px; }
@media (max-width: 719.98px) {
  .leads { padding: 8px 12px 32px; }
  .places button { flex: 1 1 0; padding: 7px 8px; }
  .lead { padding: 16px; }
}
`;
document.head.append(style);

registerShell();

createRoot(document.getElementById('leads')!).render(
  <LeadsView
    serviceNames={new Map(Object.entries(LEADS_SERVICE_NAMES))}
    campaignNames={new Map(Object.entries(LEADS_CAMPAIGN_NAMES))}
    signIn={() => window.location.assign('/admin/')}
  />,
);
