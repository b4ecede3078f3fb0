/**
 * Writes corpus.json from the messages in genuine.ts and spam.ts: each message dressed in one form's fields (names,
 * an address at an example domain, a 555 number, a city, the quote form's choices), every lead checked against the
 * form's own rules, and every fifth lead of each label held out of training. The choices come from a seeded generator,
 * so the same messages always give the same file: `npx tsx testing/spamCorpus/write.ts`. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { SERVICE_IDS, PROPERTY_SIZES, TIMELINES, type ServiceId } from '../../src/forms/enums';
import type { FormKind } from '../../src/forms/fields';
import { checkSubmission, type Submission } from '../../src/forms/rules';
import { genuineCommunity, genuineContacts, genuineQuotes } from './genuine';
import * as spam from './spam';
import type { CorpusFile, CorpusItem } from './corpus';

/** mulberry32: small, seeded, the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, chance, int };
}

const random = generator(58);
const { pick, chance, int } = random;

const FIRST = [
  'Dana',
  'Sam',
  'Lee',
  'Karen',
  'Mike',
  'Jennifer',
  'Robert',
  'Ashley',
  'Chris',
  'Melissa',
  'Tom',
  'Brenda',
  'James',
  'Tonya',
  'Luis',
  'Maria',
  'Earl',
  'Patricia',
  'Kevin',
  'Heather',
  'Will',
  'Denise',
  'Bobby',
  'Crystal',
  'Hunter',
  'Lauren',
  'Carl',
  'Sherry',
  'Jake',
  'Amanda',
  'DeShawn',
  'Latoya',
  'Greg',
  'Becky',
  'Tyler',
  'Nicole',
  'Ray',
  'Anne',
  'Wes',
  'Kim',
  'Ngoc',
  'Priya',
  'Ahmed',
  'Rosa',
  'Frank',
  'Gail',
  'Marcus',
  'Dottie',
  'Ellis',
  'Jo',
  'Caroline',
  'Pete',
  'Marisol',
  'Trey',
  'Beth',
  'Walt',
  'Shanice',
  'Ben',
  'Leigh',
  'Harold',
] as const;
const LAST = [
  'Whitfield',
  'Ortiz',
  'Grant',
  'Batts',
  'Lewis',
  'Sneeden',
  'Moore',
  'Hewett',
  'Johnson',
  'Rivenbark',
  'Nguyen',
  'Patel',
  'Williams',
  'Rhodes',
  'Garcia',
  'King',
  'Fennell',
  'Brown',
  'Tate',
  'Walker',
  'Herring',
  'Cox',
  'Jackson',
  'Murray',
  'Lanier',
  'Dixon',
  'Smith',
  'Everett',
  'Pridgen',
  'Thompson',
  'Carter',
  'Hardison',
  'Baldwin',
  'Edens',
  'Mercer',
  'Robinson',
  'Sutton',
  'Kornegay',
  'Blake',
  'Alvarez',
  'Council',
  'Holt',
  'Swain',
  'McKoy',
  'Outlaw',
  'Bordeaux',
  'Jacobs',
  'Hines',
  'Parker',
  'Davis',
  'Spivey',
  'Yates',
  'Chen',
  'Kim',
  'Fowler',
  'Bell',
  'Page',
  'Ward',
] as const;
const DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
const LOCAL_CITIES = [
  'Carolina Beach',
  'Carolina Beach',
  'Carolina Beach',
  'Kure Beach',
  'Wilmington',
  'Wilmington',
  'Wilmington',
  'Wrightsville Beach',
  'Leland',
  'Hampstead',
  'Southport',
  'Oak Island',
  'Topsail Beach',
  'Surf City',
  'Castle Hayne',
  'Fort Fisher',
  'Ogden',
  'Porters Neck',
  'Myrtle Grove',
] as const;
const FAR_CITIES = ['New York', 'Los Angeles', 'Houston', 'Miami', 'Chicago', 'Dallas', 'London', 'Toronto', 'Phoenix', 'Atlanta', 'Lagos', 'Delhi'] as const;
const STREETS = [
  'Lake Park Blvd',
  'Canal Dr',
  'Dow Rd',
  'Carolina Beach Ave N',
  'Fort Fisher Blvd',
  'Oleander Dr',
  'Market St',
  'Eastwood Rd',
  'Military Cutoff Rd',
  'Snows Cut Pl',
  'Harper Ave',
  'Cape Fear Blvd',
  'Atlanta Ave',
  'Ocean Blvd',
  'Spencer Farlow Dr',
  'Bridge Barrier Rd',
  'Lumina Ave',
  'K Ave',
  'Greenville Loop Rd',
  'Masonboro Loop Rd',
  'Saint Joseph St',
  'Florida Ave',
  'Seabreeze Rd',
  'Pelican Ln',
  'Yaupon Dr',
  'Marsh Hen Dr',
] as const;
const NICKNAMES = ['beachlover', 'tarheelfan', 'surfmom', 'pelicanhouse', 'oldsalt', 'islandgirl', 'fishinpaw', 'capefearfam', 'sandydunes', 'gardengran'];
const SPAM_PERSONAS: Array<[string, string]> = [
  ['Jessica', 'Miller'],
  ['Ryan', 'Cooper'],
  ['Daniel', 'Brooks'],
  ['Priya', 'Sharma'],
  ['Kevin', 'Hart'],
  ['Olivia', 'Bennett'],
  ['Mark', 'Stevens'],
  ['Sarah', 'Collins'],
  ['Jenna', 'Wright'],
  ['Eric', 'Jones'],
  ['Alex', 'Turner'],
  ['Emily', 'Clark'],
  ['Jason', 'Reed'],
  ['Sophia', 'Lane'],
  ['Rahul', 'Verma'],
  ['Mike', 'Mike'],
  ['Grace', 'Adebayo'],
  ['Nina', 'Petrova'],
  ['Dmitry', 'Ivanov'],
  ['Chloe', 'Hayes'],
  ['Brandon', 'Walsh'],
];
const JUNK_NAMES: Array<[string, string]> = [
  ['RobertBoide', 'RobertBoide'],
  ['Jamesmup', 'JamesmupPH'],
  ['Crytopay', 'Crytopay'],
  ['SEO', 'Expert'],
  ['Web', 'Design'],
  ['Henrydiedo', 'HenrydiedoMV'],
  ['Nathanbat', 'Nathanbat'],
  ['Mariapn', 'Mariapn'],
  ['xyzabc', 'xyzabc'],
  ['Admin', 'Admin'],
  ['Test', 'Test'],
  ['Loan', 'Officer'],
];
const SPAM_ROLES = ['info', 'sales', 'growth', 'seo', 'hello', 'marketing', 'team', 'support', 'noreply', 'contact', 'partnerships', 'outreach'];
const SPAM_ORGS = [
  'RankBoost Digital',
  'GrowthLab Media',
  'Pixel Perfect Web',
  'Capital Bridge Funding',
  'LeadFlow Partners',
  'Apex Outreach',
  'BrightPath Marketing',
  'Summit SEO Group',
  'NextGen Solutions',
  'Global Trade Co',
  'Prime Reviews',
  'CryptoWave',
  'Vertex Media',
  'Home Pros Network',
] as const;

const lower = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function genuineEmail(first: string, last: string, organization?: string) {
  const domain = pick(DOMAINS);
  const f = lower(first);
  const l = lower(last);
  const roll = random.next();
  if (organization && roll < 0.35) return `${pick(['office', 'info', 'director', 'board', 'events'])}@${domain}`;
  if (roll < 0.3) return `${f}.${l}@${domain}`;
  if (roll < 0.45) return `${f}${l}@${domain}`;
  if (roll < 0.58) return `${f[0]}${l}@${domain}`;
  if (roll < 0.7) return `${f}${int(1, 99)}@${domain}`;
  if (roll < 0.78) return `${f}${l[0]}${int(50, 99)}@${domain}`;
  return `${pick(NICKNAMES)}${int(1, 2024)}@${domain}`;
}

function spamEmail(first: string, last: string) {
  const domain = pick(DOMAINS);
  const roll = random.next();
  if (roll < 0.3) return `${lower(first)}.${lower(last)}@${domain}`;
  if (roll < 0.4) return `${lower(first)}@${domain}`;
  if (roll < 0.75) return `${pick(SPAM_ROLES)}@${domain}`;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `${Array.from({ length: int(5, 9) }, () => pick([...letters])).join('')}${int(10, 9999)}@${domain}`;
}

function localPhone() {
  const area = chance(0.82) ? '910' : pick(['919', '704', '336', '614', '703', '412', '202']);
  const line = `01${String(int(0, 99)).padStart(2, '0')}`;
  return pick([`(${area}) 555-${line}`, `${area}-555-${line}`, `${area} 555 ${line}`, `${area}.555.${line}`, `${area}555${line}`]);
}

function spamPhone() {
  const line = `01${String(int(0, 99)).padStart(2, '0')}`;
  const roll = random.next();
  if (roll < 0.15) return `(910) 555-${line}`;
  if (roll < 0.6) return `+1 ${pick(['646', '213', '305', '702', '888', '415', '917'])} 555 ${line}`;
  if (roll < 0.8) return `+44 20 5550 ${int(1000, 9999)}`;
  return `+91 98555 ${int(10000, 99999)}`;
}

function servicesFrom(text: string): ServiceId[] {
  const t = text.toLowerCase();
  const found = new Set<ServiceId>();
  if (/turf|putting green|bocce/.test(t)) found.add('synthetic-turf');
  if (/paver|patio|wall|walkway|steps|flagstone|fire pit|driveway|stone|path/.test(t)) found.add('hardscape');
  if (/light/.test(t)) found.add('lighting');
  if (/pool|hot tub/.test(t)) found.add('pool-landscape');
  if (/dune|salt|native|marsh|erosion|sea oats|xeriscape|palm/.test(t)) found.add('coastal-landscaping');
  if (/mow|maint|mulch|pine straw|cleanup|clean up|trim|weekly|sod|debris/.test(t)) found.add('maintenance');
  if (found.size === 0 && /drain|water|flood|tree|stump|irrigation|plant/.test(t)) found.add('other');
  return [...found];
}

function propertyTypeFrom(text: string) {
  const t = text.toLowerCase();
  if (/rental|airbnb|vacation/.test(t)) return 'vacation-rental';
  if (/condo|townhome/.test(t)) return 'condo';
  if (/hoa|office|restaurant|church|motel|commercial|apartment|daycare|preschool|business/.test(t)) return 'commercial';
  return chance(0.85) ? 'residential' : undefined;
}

function person(label: 'genuine' | 'spam', organization?: string) {
  if (label === 'genuine') {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    return { firstName, lastName, email: genuineEmail(firstName, lastName, organization) };
  }
  const [firstName, lastName] = chance(0.8) ? pick(SPAM_PERSONAS) : pick(JUNK_NAMES);
  return { firstName, lastName, email: spamEmail(firstName, lastName) };
}

function quote(label: 'genuine' | 'spam', text: string): Submission {
  const who = person(label);
  const local = label === 'genuine' || chance(0.45);
  const values: Submission = {
    ...who,
    phone: label === 'genuine' ? localPhone() : spamPhone(),
    address: local ? `${int(1, 9800)} ${pick(STREETS)}` : pick(['123 Main St', '1 Market Street', '500 5th Avenue', '42 Business Park Dr', 'Suite 200']),
    city: local ? pick(LOCAL_CITIES) : pick(FAR_CITIES),
  };
  const services = label === 'genuine' ? servicesFrom(text) : [...new Set(Array.from({ length: int(0, 3) }, () => pick(SERVICE_IDS)))];
  if (services.length > 0) values.services = services;
  const type = label === 'genuine' ? propertyTypeFrom(text) : chance(0.5) ? pick(['residential', 'commercial']) : undefined;
  if (type) values.propertyType = type;
  if (chance(0.7)) values.propertySize = pick(PROPERTY_SIZES);
  if (chance(0.75)) values.timeline = /asap|urgent|tomorrow/i.test(text) ? 'asap' : pick(TIMELINES);
  if (text) values.projectDescription = text;
  return values;
}

function simple(label: 'genuine' | 'spam', kind: 'contact' | 'community', text: string, organization?: string): Submission {
  const values: Submission = { ...person(label, organization) };
  if (chance(label === 'genuine' ? 0.6 : 0.35)) values.phone = label === 'genuine' ? localPhone() : spamPhone();
  if (kind === 'community' && organization) values.organization = organization;
  if (text) values.message = text;
  return values;
}

/** Spam reaches every form: mostly the contact form, some the community form (as a "partner"), some the quote form. */
function spamKind(category: string): FormKind {
  const roll = random.next();
  const quoteShare = category === 'lookalike' || category === 'politeNoLink' || category === 'misc' ? 0.3 : 0.15;
  if (roll < quoteShare) return 'quote';
  if (roll < quoteShare + 0.25) return 'community';
  return 'contact';
}

const drafts: Array<Omit<CorpusItem, 'id' | 'heldOut'>> = [];
for (const text of genuineQuotes) drafts.push({ label: 'genuine', kind: 'quote', values: quote('genuine', text) });
for (const text of genuineContacts) drafts.push({ label: 'genuine', kind: 'contact', values: simple('genuine', 'contact', text) });
for (const { organization, message } of genuineCommunity) {
  drafts.push({ label: 'genuine', kind: 'community', values: simple('genuine', 'community', message, organization) });
}
for (const [category, messages] of Object.entries(spam)) {
  for (const text of messages) {
    const kind = spamKind(category);
    const values = kind === 'quote' ? quote('spam', text) : simple('spam', kind, text, kind === 'community' && chance(0.7) ? pick(SPAM_ORGS) : undefined);
    drafts.push({ label: 'spam', kind, values, category });
  }
}

const counters = { genuine: 0, spam: 0 };
const items: CorpusItem[] = drafts.map((draft) => {
  const n = ++counters[draft.label];
  const checked = checkSubmission(draft.kind, draft.values);
  if (!checked.ok) throw new Error(`${draft.label} ${n} is not a valid ${draft.kind} form: ${JSON.stringify(checked.errors)}`);
  return { id: `${draft.label === 'genuine' ? 'g' : 's'}${String(n).padStart(3, '0')}`, heldOut: n % 5 === 0, ...draft, values: checked.values };
});

const file: CorpusFile = {
  about: 'Leads written for this project to train and test the spam filter; not real people or messages. See README.md beside this file.',
  items,
};
async function main() {
  const target = path.join(import.meta.dirname, 'corpus.json');
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(JSON.stringify(file), { ...options, filepath: target }));
  console.log(`${target}: ${counters.genuine} genuine, ${counters.spam} spam, ${items.filter((item) => item.heldOut).length} held out`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
