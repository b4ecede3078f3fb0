/**
 * The leads view of the editor (/admin/leads/) on the production build, served by `npm run serve` with the form API
 * and the leads API, the repository host's API a stand-in (testing/repositoryHost.ts) and mail a real SMTP server that
 * starts out of reach. Leads, hostile ones among them, are sent through the real form API; staff find, follow up,
 * export and mail them again in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { headersFor, parseHeadersFile } from '../src/build/headersFile';
import { FORMS } from '../src/forms/fields';
import { isWaiting } from '../src/leads/clock';
import { mailtoHref, telHref } from '../src/leads/links';
import { COLUMNS, FORM_NAMES, eastern } from '../src/leads/rows';
import { campaignNames } from '../src/leads/campaignNames';
import { describeSource } from '../src/leads/sources';
import { staffLabel } from '../src/leads/staff';
import { STATE_NAMES } from '../src/leads/states';
import { folderStore } from '../src/server/store/folderStore';
import type { Lead } from '../src/leads/lead';
import { readLeads, storeSubmission } from '../src/server/store/ledger';
import { freePort } from '../testing/processes';
import { proofFrom } from '../testing/proof';
import type { RepositoryHost } from '../testing/repositoryHost';
import { type TestMailServer, startMailServer } from '../testing/smtpServer';
import { VALID } from '../__tests__/forms/fixtures';
import { axeViolations } from './quality/axe';
import { REPO, openLeadsAs, startLeadsSite } from './leadsView';

const ROOT = path.resolve(__dirname, '..');
const ACCOUNTS = {
  'token-owner': { login: 'pat', name: 'Pat Owner', repos: { [REPO]: 'push' as const } },
  'token-office': { login: 'kim', name: 'Kim Office', repos: { [REPO]: 'push' as const } },
  'token-reader': { login: 'rob', name: 'Rob Reader', repos: { [REPO]: 'read' as const } },
};

/** What visitors might send that must stay text: markup, spreadsheet formulas, a long message, right-to-left text, emoji. */
const HOSTILE = [
  { kind: 'contact', values: { ...VALID.contact, firstName: '<img src=x onerror=alert(1)>', email: 'markup@example.com' } },
  { kind: 'contact', values: { ...VALID.contact, firstName: 'Formula', email: 'formula@example.com', message: '=HYPERLINK("http://example.com/x","click")' } },
  { kind: 'contact', values: { ...VALID.contact, firstName: 'Tab', email: 'tab@example.com', message: '\t=1+1' } },
  // A lone carriage return ends a row where a spreadsheet reads it, and what follows would start a cell of its own.
  { kind: 'contact', values: { ...VALID.contact, firstName: 'Return', email: 'return@example.com', message: 'Sand.\r=HYPERLINK(A1)\rMore sand.' } },
  { kind: 'contact', values: { ...VALID.contact, firstName: 'Long', email: 'long@example.com', message: 'Sand '.repeat(1000).trim() } },
  { kind: 'community', values: { ...VALID.community, firstName: 'مريم', lastName: 'שלום 🌴🏖️', email: 'rtl@example.com' } },
] as const;

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startLeadsSite>>;
let base: string;
let host: RepositoryHost;
let mail: TestMailServer | undefined;
let mailPort: number;
let store: string;

const allLeads = async () => (await readLeads(folderStore(store))).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Mail is out of reach until a test brings it back on this port.
  mailPort = await freePort();
  site = await startLeadsSite(ACCOUNTS, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailPort),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'website@coastal.example',
    MAIL_TO: 'office@coastal.example',
  });
  ({ base, host, store } = site);
  const sends = [...Object.entries(VALID).map(([kind, values]) => ({ kind, values })), ...HOSTILE];
  for (const { kind, values } of sends) {
    const response = await fetch(`${base}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, elapsedMs: '12000', altcha: await proofFrom(base) }),
    });
    expect(response.status, `${kind} ${JSON.stringify(values).slice(0, 60)}`).toBe(201);
  }
});

test.afterAll(async () => {
  await site?.stop();
  await mail?.stop();
});

/** Opens the leads view signed in to the editor with `token` (none: signed out), as Decap keeps its login. */
const openAs = (page: Page, token: string | null) => openLeadsAs(page, base, token);

/**
 * The editor's address, with or without the hash Decap adds to it once it has started (`/admin/#/`): a check for the
 * bare address alone raced Decap's start and failed when the hash came first.
 */
const theEditor = () => new RegExp(`^${base.replace(/[.]/g, '\\.')}/admin/(#.*)?$`);

const nameOf = (lead: Lead) => `${lead.values.firstName} ${lead.values.lastName}`;

test('someone not signed in is sent to the editor to sign in; a login that may not publish sees no lead', async ({ page }) => {
  await openAs(page, null);
  await expect(page).toHaveURL(theEditor());
  await openAs(page, 'token-reader');
  await expect(page.getByRole('alert')).toContainText('may not publish this site');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0);
  for (const lead of await allLeads()) await expect(page.getByText(String(lead.values.email))).toHaveCount(0);
});

test('another site can neither read the leads with a stolen token nor change one with a forged form', async ({ page }) => {
  const [target] = await allLeads();
  // A page of another origin: the repository host stand-in's address.
  await page.goto(`${host.api}/elsewhere`);
  const read = await page.evaluate(
    (url) =>
      fetch(url, { headers: { Authorization: 'Bearer token-owner' } }).then(
        (response) => `read ${response.status}`,
        () => 'refused by the browser',
      ),
    `${base}/api/leads`,
  );
  expect(read).toBe('refused by the browser');
  // Why: a request with the Authorization header needs the browser's preflight first, and the API allows no other
  // origin: the preflight is refused (401, as it carries no login), and no answer carries Access-Control-Allow-Origin.
  const preflight = await page.request.fetch(`${base}/api/leads`, {
    method: 'OPTIONS',
    headers: { Origin: host.api, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
  });
  expect(preflight.ok()).toBe(false);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  // A form on that page posting a change, as a forged request would: no header, so no login.
  const status = await page
    .evaluate(
      async ({ url, id }) => {
        const form = Object.assign(document.createElement('form'), { method: 'POST', action: url });
        for (const [name, value] of Object.entries({ action: 'state', id, seen: '0', state: 'lost' }))
          form.append(Object.assign(document.createElement('input'), { name, value }));
        document.body.append(form);
        form.submit();
      },
      { url: `${base}/api/leads`, id: target.id },
    )
    .then(() => page.waitForURL(`${base}/api/leads`))
    .then(() => page.textContent('body'));
  expect(status).toContain('Sign in to the content editor');
  expect((await allLeads()).find((lead) => lead.id === target.id)!.followUp).toEqual(target.followUp);
});

test('every lead, newest first, each as text however hostile; every field of one by its label', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openAs(page, 'token-owner');
  const leads = await allLeads();
  await expect(page.getByRole('status').first()).toHaveText(`All ${leads.length} leads shown.`);
  await expect(page.getByText(`Signed in as ${staffLabel(ACCOUNTS['token-owner'])}.`)).toBeVisible();
  // The chart's figures (its table for screen readers): this week holds every lead sent here, counted by form.
  const thisWeek = page.getByRole('table', { name: 'Leads per week by form' }).getByRole('row').last();
  const byForm = (kind: string) => String(leads.filter((lead) => lead.kind === kind).length);
  await expect(thisWeek.getByRole('cell')).toHaveText([byForm('quote'), byForm('contact'), byForm('community')]);
  // What each source brought (these were sent by a script, so none carries a source): leads, Quoted, Won.
  const bySource = page.getByRole('table', { name: 'Leads by source' });
  const campaigns = campaignNames();
  for (const source of new Set(leads.map((lead) => describeSource(lead.source, campaigns)))) {
    const count = String(leads.filter((lead) => describeSource(lead.source, campaigns) === source).length);
    await expect(bySource.getByRole('row', { name: source }).getByRole('cell').first()).toHaveText(count);
  }
  const names = page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row').getByRole('button');
  await expect(names).toHaveText(leads.map(nameOf));
  // The markup is a name, not an element.
  await expect(page.locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  for (const lead of leads) {
    await page.getByRole('button', { name: nameOf(lead), exact: true }).click();
    const dialog = page.getByRole('dialog');
    for (const [field, value] of Object.entries(lead.values)) {
      const label = (FORMS[lead.kind] as Record<string, { label: string }>)[field].label;
      const shown = dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
      if (field !== 'services') await expect(shown).toHaveText(Array.isArray(value) ? value.join(', ') : value.trim());
      else await expect(shown).not.toBeEmpty();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await expect(page.locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('filters by form, follow-up and dates, and a search by name, email or phone, find the right leads', async ({ page }) => {
  await openAs(page, 'token-owner');
  const leads = await allLeads();
  const rows = page.getByRole('table', { name: 'Leads, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(leads.length);
  await page.getByLabel('Form', { exact: true }).selectOption('community');
  await expect(rows).toHaveCount(leads.filter((lead) => lead.kind === 'community').length);
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Search name, email or phone').fill('910-555-0142');
  await expect(rows).toHaveCount(leads.filter((lead) => String(lead.values.phone ?? '').replace(/\D/g, '') === '9105550142').length);
  await page.getByLabel('Search name, email or phone').fill('formula@example.com');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('No leads match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Follow-up', { exact: true }).selectOption('won');
  await expect(page.getByText('No leads match.')).toBeVisible();
});

test('the export is the shown leads, with the columns of npm run leads, and opens with no formula', async ({ page }) => {
  await openAs(page, 'token-owner');
  const leads = await allLeads();
  await expect(page.getByRole('status').first()).toHaveText(`All ${leads.length} leads shown.`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export CSV (${leads.length})` }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(COLUMNS.join(','));
  // Read as a spreadsheet reads it, ending a row at any line break: one whole row a lead, and every cell a
  // spreadsheet would run starts with an apostrophe instead (quoted or not).
  const rows: string[][] = parse(csv, { relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
  expect(rows).toHaveLength(leads.length + 1);
  for (const row of rows) expect(row).toHaveLength(COLUMNS.length);
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  expect(csv).toContain(`'=HYPERLINK(""http://example.com/x"",""click"")`);
  // The form API trims the leading tab; what is left is still a formula, escaped.
  expect(csv).toContain(",'=1+1,");
  for (const lead of leads) expect(csv).toContain(lead.id);
});

/** A page of its own, signed in with `token`, with one lead's dialog open. */
async function openLead(browser: Browser, token: string, name: string) {
  const page = await browser.newPage();
  await openAs(page, token);
  await page.getByRole('button', { name, exact: true }).click();
  return page;
}

test('a state and a note are kept with who and when; two people at once lose nothing silently', async ({ browser }) => {
  const [target] = await allLeads();
  const owner = await openLead(browser, 'token-owner', nameOf(target));
  const office = await openLead(browser, 'token-office', nameOf(target));
  await owner.getByLabel('Follow-up', { exact: true }).last().selectOption('contacted');
  await owner.getByRole('button', { name: 'Save state' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Follow-up set to Contacted.' })).toBeVisible();
  // The office still shows the lead as it was, and writes a note on top of it.
  await office.getByLabel('Note').fill('Called back; wants a visit on Tuesday.');
  await office.getByRole('button', { name: 'Add note' }).click();
  await expect(office.getByRole('alert')).toContainText('Someone else changed this lead meanwhile');
  // Their note is still in the box, and the history now shows the owner's change.
  await expect(office.getByLabel('Note')).toHaveValue('Called back; wants a visit on Tuesday.');
  // Each change says who made it by name and by login, which only its owner can change.
  const [pat, kim] = [staffLabel(ACCOUNTS['token-owner']), staffLabel(ACCOUNTS['token-office'])];
  await expect(office.getByRole('dialog').getByRole('listitem')).toContainText([`${pat}: set to Contacted`]);
  await office.getByRole('button', { name: 'Add note' }).click();
  await expect(office.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(office.getByRole('dialog').getByRole('listitem')).toContainText([`${kim}: Called back; wants a visit on Tuesday.`, `${pat}: set to Contacted`]);
  const stored = (await allLeads()).find((lead) => lead.id === target.id)!;
  expect(stored.followUp.state).toBe('contacted');
  expect(stored.followUp.history.map(({ by, byName }) => ({ by, byName }))).toEqual(
    ['token-owner', 'token-office'].map((token) => ({
      by: ACCOUNTS[token as keyof typeof ACCOUNTS].login,
      byName: ACCOUNTS[token as keyof typeof ACCOUNTS].name,
    })),
  );
  await expect(owner.getByRole('row').filter({ hasText: nameOf(target) })).toContainText(STATE_NAMES.contacted);
  await owner.close();
  await office.close();
});

test('the view and an open lead pass axe, within the editor’s Content-Security-Policy from public/_headers', async ({ page }) => {
  // npm run serve sends no _headers; the page is given the policy a host reading public/_headers would send.
  const rules = parseHeadersFile(fs.readFileSync(path.join(ROOT, 'public/_headers'), 'utf8'));
  await page.route(`${base}/admin/leads/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, new URL(route.request().url()).pathname) } });
  });
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as never as { __reportViolation(line: string): void }).__reportViolation(`${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  await openAs(page, 'token-owner');
  const leads = await allLeads();
  await expect(page.getByRole('status').first()).toHaveText(`All ${leads.length} leads shown.`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: nameOf(leads[0]), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('after a mail outage, send again mails a lead once, by a real mail server', async ({ page }) => {
  const leads = await allLeads();
  expect(leads.every((lead) => !lead.mailed && lead.lastFailure)).toBe(true);
  await openAs(page, 'token-owner');
  const target = leads[1];
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: nameOf(target), exact: true }) });
  await expect(row).toContainText('failed:');
  mail = await startMailServer(mailPort);
  await page.getByRole('button', { name: nameOf(target), exact: true }).click();
  await page.getByRole('button', { name: 'Send the mail again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mailed to the office.' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText(/^mailed /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the mail again' })).toHaveCount(0);
  expect(mail.received.filter((message) => message.headers.get('x-submission-id') === target.id)).toHaveLength(1);
});

test('a mail link writes to the one address the visitor typed, however it is spelled; a stored address the rules now refuse is no link', async ({ page }) => {
  // Valid by the HTML standard, and accepted by the form API: a link made of it as it stands would send to "what"
  // with a hidden copy to eve@evil.example.
  const query = 'what?bcc=eve%40evil.example&x@example.com';
  const sent = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...VALID.contact, firstName: 'Query', lastName: 'Address', email: query, elapsedMs: '12000', altcha: await proofFrom(base) }),
  });
  expect(sent.status).toBe(201);
  // Stored before the rule followed the HTML standard: written straight into the store, as the API would refuse it now.
  const legacy = 'x>,attacker@evil.com';
  await storeSubmission(folderStore(store), 'contact', { ...VALID.contact, firstName: 'Legacy', lastName: 'Address', email: legacy });

  await openAs(page, 'token-owner');
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  const link = row('Query Address').getByRole('link', { name: query });
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe('mailto:what%3Fbcc%3Deve%2540evil.example%26x@example.com');
  const url = new URL(href);
  expect([url.search, url.hash, decodeURIComponent(url.pathname)]).toEqual(['', '', query]);
  await expect(row('Legacy Address')).toContainText(legacy);
  await expect(row('Legacy Address').getByRole('link', { name: legacy })).toHaveCount(0);
  // The phone still dials: its digits only.
  await expect(row('Query Address').getByRole('link', { name: VALID.contact.phone })).toHaveAttribute('href', 'tel:9105550199');
});

/** Signs in to the editor as Decap does (its login in localStorage), on a page already at the site. */
const signIn = (page: Page, token: string) =>
  page.evaluate((value) => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: value })), token);

/** Opens `name`'s lead signed in, types `note`, and has the login expire before Add note: the view sends them to sign in. */
async function noteWhileLoginExpires(page: Page, name: string, note: string) {
  await page.goto(`${base}/admin/`);
  await signIn(page, 'token-owner');
  await page.goto(`${base}/admin/leads/`);
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByLabel('Note').fill(note);
  // The token runs out (a GitLab token lasts about two hours): the host answers 401 for it.
  await signIn(page, 'token-expired');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(theEditor());
  // Signed in again, the editor's way back to the leads view says the note is there.
  await signIn(page, 'token-owner');
  await page.getByRole('link', { name: /^Leads: your note is kept/ }).click();
  await expect(page).toHaveURL(`${base}/admin/leads/`);
}

test('a login that expires while a note is typed keeps the note through the sign-in and brings back its lead', async ({ page }) => {
  const [, target, other] = await allLeads();
  const note = 'Wants the turf in before the rental season; call after 5.';
  await noteWhileLoginExpires(page, nameOf(target), note);

  const dialog = page.getByRole('dialog', { name: `${FORM_NAMES[target.kind]} from ${nameOf(target)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Note')).toHaveValue(note);
  await expect(dialog.getByRole('status')).toHaveText(/this note was not added yet\. It was kept for you/);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Note added.');
  const added = dialog.getByRole('listitem').first();
  await expect(added).toContainText('Pat Owner');
  await expect(added).toContainText(note);
  expect((await allLeads()).find((lead) => lead.id === target.id)!.followUp.history.at(-1)).toMatchObject({ kind: 'note', text: note });

  // Added once: the note is not brought back again, on this lead or another.
  await page.reload();
  await expect(page.getByRole('status').first()).toHaveText(/leads shown\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const lead of [target, other]) {
    await page.getByRole('button', { name: nameOf(lead), exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel('Note')).toHaveValue('');
    await expect(page.getByRole('dialog').getByText(/was kept/)).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }
});

test('a kept note closed unsent is not shown again, nor on another lead', async ({ page }) => {
  const [, , target, other] = await allLeads();
  const notesOf = async (id: string) => (await allLeads()).find((lead) => lead.id === id)!.followUp.history.filter((entry) => entry.kind === 'note');
  const notesBefore = await notesOf(target.id);
  await noteWhileLoginExpires(page, nameOf(target), 'Left for later.');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Note')).toHaveValue('Left for later.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const lead of [other, target]) {
    await page.getByRole('button', { name: nameOf(lead), exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel('Note')).toHaveValue('');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }
  await page.reload();
  await expect(page.getByRole('status').first()).toHaveText(/leads shown\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await notesOf(target.id)).toEqual(notesBefore);
});

test('a lead that came through the truck’s QR code reads by the name staff gave that link in the editor (data/lead-sources.json)', async ({ page }) => {
  const source = { landing: '/?utm_source=truck&utm_campaign=spring', utmSource: 'truck', utmCampaign: 'spring' };
  await storeSubmission(folderStore(store), 'contact', { ...VALID.contact, firstName: 'Truck', email: 'truck@example.com' }, undefined, undefined, source);
  await openAs(page, 'token-owner');
  const named = `${campaignNames().get('truck')} (spring)`;
  await expect(page.getByRole('row').filter({ hasText: 'truck@example.com' })).toContainText(named);
  await expect(page.getByRole('figure').filter({ hasText: 'Where leads came from' }).getByRole('rowheader', { name: named })).toBeVisible();
});

test('a lead deleted at a customer’s request is gone with its photos, after a confirmation that says what goes; the line of who deleted what and when stays', async ({
  page,
}) => {
  const target = (await allLeads()).find((lead) => lead.kind === 'quote')!;
  // Two photos' keys beside it, as the quote form's photos are kept (src/server/photos/).
  const ledger = folderStore(store);
  for (const name of ['1', '1-thumb', '1-about', '2', '2-thumb', '2-about']) await ledger.set(`photo/${target.id}/${name}`, { slot: Number(name[0]) });
  await openAs(page, 'token-owner');
  await page.getByRole('button', { name: nameOf(target), exact: true }).click();
  const lead = page.getByRole('dialog', { name: `${FORM_NAMES.quote} from ${nameOf(target)}` });
  await lead.getByRole('button', { name: 'Delete this lead…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this lead for good?' });
  await expect(confirm).toContainText('its photos');
  await expect(confirm).toContainText('not the name, email, phone or message');
  expect(await axeViolations(page)).toEqual([]);
  // Keeping it is what the focus is on, and it leaves the lead open as it was.
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(lead).toBeVisible();
  expect((await allLeads()).some((known) => known.id === target.id)).toBe(true);

  await lead.getByRole('button', { name: 'Delete this lead…' }).click();
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted the lead “${FORM_NAMES.quote} from ${nameOf(target)}”.` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: nameOf(target), exact: true })).toHaveCount(0);
  const line = `${FORM_NAMES.quote} received ${eastern(target.receivedAt)}, with 2 photos: deleted by ${staffLabel(ACCOUNTS['token-owner'])}`;
  await page.getByText(/^Deleted leads \(\d+\)$/).click();
  await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible();

  // Nothing of it is left in the store but that line, which holds none of what the customer wrote.
  const files = fs
    .readdirSync(store, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(store, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.includes(target.id));
  expect(files).toEqual([expect.stringMatching(new RegExp(`^removed/\\d{13}-${target.id}\\.json$`))]);
  const kept = fs.readFileSync(path.join(store, files[0]), 'utf8');
  for (const value of [target.values.firstName, target.values.lastName, target.values.email, target.values.phone]) expect(kept).not.toContain(String(value));

  // The line is the server's, so it is there for everyone, after a reload too.
  await page.reload();
  await page.getByText(/^Deleted leads \(\d+\)$/).click();
  await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible();
});

/** Checks the page does not scroll sideways, naming what sticks out if it does. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width, wider } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
  });
  expect(scrollWidth, `wider than the window at ${width} px: ${wider.join(', ')}`).toBeLessThanOrEqual(width);
}

// The owner reads leads on a phone in the truck. These set their own viewport (a Pixel 7's width, then the narrowest
// phones' and a laptop's), so they run once, in the desktop project, rather than taking the @phone tag.
test('the open lead shows its clock, and a tap on its Call is its first answer, recorded as the dialer opens', async ({ page }) => {
  // Mail works (since the test of sending again, or from here on this one alone).
  mail ??= await startMailServer(mailPort);
  const sent = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      ...VALID.contact,
      firstName: 'Clock',
      lastName: 'Watcher',
      email: 'clock@example.org',
      elapsedMs: '12000',
      altcha: await proofFrom(base),
    }),
  });
  expect(sent.status).toBe(201);
  const id = ((await sent.json()) as { id: string }).id;
  const lead = (await allLeads()).find((each) => each.id === id)!;
  await openAs(page, 'token-office');
  await page.getByRole('button', { name: 'Clock Watcher', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Message from Clock Watcher' });
  const times = dialog.getByRole('region', { name: 'Times' });
  // The office was told by mail as the lead came; Kim opened it first.
  await expect(times.getByRole('definition')).toHaveText([
    eastern(lead.receivedAt),
    `by mail ${eastern(lead.mailed!.at)}`,
    /^\d\d\/\d\d\/\d{4}, \d\d:\d\d by Kim Office \(kim\)$/,
    /^None yet: waiting (under a minute|\d+ min)\.$/,
  ]);
  const answered = page.waitForRequest((request) => request.method() === 'POST' && request.postDataJSON()?.action === 'answer');
  await dialog.getByRole('link', { name: 'Call Clock Watcher' }).click();
  expect((await answered).postDataJSON()).toEqual({ action: 'answer', id, how: 'call' });
  await expect(times.getByRole('definition').nth(3)).toHaveText(/: a call by Kim Office \(kim\)$/);
  await expect(times).toContainText('Time to first answer');
  const kept = (await allLeads()).find((each) => each.id === id)!;
  expect(kept.clock?.firstAnswer).toMatchObject({ by: 'kim', how: 'call' });
  expect(kept.clock?.firstOpened).toMatchObject({ by: 'kim' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  test('each lead is a card with who, when and which form, and call and mail buttons a thumb can hit; nothing scrolls sideways', async ({ page }) => {
    await openAs(page, 'token-owner');
    const leads = await allLeads();
    await expect(page.getByRole('status').first()).toHaveText(`All ${leads.length} leads shown.`);
    await expect(page.getByRole('table', { name: 'Leads, newest first' })).toBeHidden();
    // The Inbox on a phone: those waiting for an answer first, then the answered, each newest first.
    const cards = page.getByRole('list', { name: /, newest first$/ }).getByRole('listitem');
    const inTurn = [...leads.filter(isWaiting), ...leads.filter((lead) => !isWaiting(lead))];
    await expect(cards).toHaveCount(leads.length);
    for (const [index, lead] of inTurn.entries()) {
      const card = cards.nth(index);
      const name = nameOf(lead) || '(no name)';
      await expect(card.getByRole('heading')).toHaveText(name);
      await expect(card).toContainText(eastern(lead.receivedAt));
      await expect(card).toContainText(FORM_NAMES[lead.kind]);
      for (const [action, href] of [
        ['Call', telHref(String(lead.values.phone ?? ''))],
        ['Email', mailtoHref(String(lead.values.email ?? ''))],
      ] as const) {
        const link = card.getByRole('link', { name: `${action} ${name}`, exact: true });
        if (!href) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute('href', href);
        const box = (await link.boundingBox())!;
        expect(box.width, `${action} ${name}`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${action} ${name}`).toBeGreaterThanOrEqual(44);
      }
    }
    // The hostile message stays text, and the long one is cut to a few lines.
    await expect(page.locator('img')).toHaveCount(0);
    const long = cards.filter({ has: page.getByRole('heading', { name: /^Long / }) }).getByText(/^Sand Sand/);
    const lines = await long.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round(lines)).toBe(3);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('table', { name: 'Leads, newest first' })).toBeHidden();
    await expectNoSidewaysScroll(page);

    // A laptop gets the table, and no cards.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('table', { name: 'Leads, newest first' })).toBeVisible();
    await expect(page.getByRole('list', { name: /, newest first$/ })).toHaveCount(0);
  });

  test('tapping a name opens its lead; the cards and the open lead pass axe, and every lead fits 320 px', async ({ page }) => {
    await openAs(page, 'token-owner');
    const leads = await allLeads();
    await expect(page.getByRole('status').first()).toHaveText(`All ${leads.length} leads shown.`);
    expect(await axeViolations(page)).toEqual([]);
    const target = leads[1];
    await page
      .getByRole('list', { name: /, newest first$/ })
      .getByRole('button', { name: nameOf(target), exact: true })
      .tap();
    const dialog = page.getByRole('dialog', { name: `${FORM_NAMES[target.kind]} from ${nameOf(target)}` });
    await expect(dialog).toContainText(String(target.values.email));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    // Each lead, whatever its sender typed and wherever it came from (a landing page with its campaign tags is one
    // unbroken line), opens in a dialog that fits the narrowest phone.
    await page.setViewportSize({ width: 320, height: 640 });
    const names = page
      .getByRole('list', { name: /, newest first$/ })
      .getByRole('heading')
      .getByRole('button');
    await expect(names).toHaveCount(leads.length);
    for (let index = 0; index < leads.length; index += 1) {
      const name = await names.nth(index).textContent();
      await names.nth(index).tap();
      const opened = page.getByRole('dialog');
      await expect(opened.getByRole('heading', { level: 2 })).toContainText(name!);
      expect(await opened.evaluate((element) => element.scrollWidth - element.clientWidth), name!).toBe(0);
      await opened.getByRole('button', { name: 'Close' }).tap();
    }
  });
});

test(
  'on a phone the first screen is the people waiting for an answer, newest first, each with its wait, Call and Email; it passes axe',
  // The first screen of a phone, in the mobile project (the tests above set a phone's width themselves).
  { tag: '@phone-only' },
  async ({ page }) => {
    const waiting = (await allLeads()).filter(isWaiting);
    expect(waiting.length).toBeGreaterThan(1);
    await openAs(page, 'token-owner');
    const list = page.getByRole('list', { name: 'Waiting for an answer, newest first' });
    await expect(list.getByRole('heading')).toHaveText(waiting.map((lead) => nameOf(lead) || '(no name)'));
    // Before anything else: the first of them is on the first screen, and it is the first list of leads on the page,
    // with no chart and no filter before it.
    const first = (await list.getByRole('listitem').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await expect(page.getByRole('list').first()).toHaveAccessibleName('Waiting for an answer, newest first');
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);
    for (const [index, lead] of waiting.entries()) {
      const card = list.getByRole('listitem').nth(index);
      await expect(card).toContainText(/Waiting (under a minute|\d+ min)/);
      const call = telHref(String(lead.values.phone ?? ''));
      if (call) await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', call);
      await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute('href', mailtoHref(String(lead.values.email))!);
    }
    // The place shown is marked for a screen reader and on screen: it alone is filled in.
    const places = page.getByRole('group', { name: 'Places' }).getByRole('button');
    await expect(places.first()).toHaveAttribute('aria-current', 'true');
    const fills = await places.evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
    expect(fills[0]).not.toBe(fills[1]);
    expect(fills[1]).toBe(fills[2]);
    expect(await axeViolations(page)).toEqual([]);
    // The reports and filters are a tap away.
    await page.getByText('Reports and filters').tap();
    await expect(page.getByRole('search', { name: 'Find leads' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);
