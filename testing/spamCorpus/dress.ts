/**
 * Dresses a line of the data files (lines.ts) in its form's fields: a name, an address at an example domain, a 555
 * number, a street and a city, the quote form's choices (from `src/forms/enums.ts`; a genuine quote's services and
 * property type from what it says), and checks the lead against the form's own rules (`src/forms/rules.ts`). The
 * choices come from a generator seeded by the lead's id alone (ids.ts), so a lead is dressed the same whatever else
 * the files hold. See README.md.
 */
import type { FormKind } from '../../src/forms/fields';
import { SERVICE_IDS, PROPERTY_SIZES, TIMELINES, type ServiceId } from '../../src/forms/enums';
import { checkSubmission, type Submission } from '../../src/forms/rules';
import { isHeldOut, seedOf } from './ids';
import type { CorpusLine, Label } from './lines';
import { DOMAINS, FAR_CITIES, FIRST, JUNK_NAMES, LAST, LOCAL_CITIES, NICKNAMES, SPAM_PERSONAS, SPAM_ROLES, STREETS } from './names';

type Random = ReturnType<typeof generator>;

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

/** A lead of the corpus: a line of the data files dressed in its form's fields. */
export interface CorpusItem {
  /** `g001`, `s001`: written once in the data files, so a test or a report can name the lead it means. */
  id: string;
  label: 'genuine' | 'spam';
  /** The form it is sent through, with field values that pass that form's rules. */
  kind: FormKind;
  values: Submission;
  /** Left out of training, as a digest of the id decides (ids.ts): the filter is judged on these. */
  heldOut: boolean;
  /** For spam, what kind (seo, lookalike, politeNoLink …): a report can say which kinds get through. */
  category?: string;
}

/** The lead of `line`, dressed in its form's fields and checked against that form's rules. */
export function dress(line: CorpusLine): CorpusItem {
  const random = generator(seedOf(line.id));
  const { id, label, form: kind, category, organization, message } = line;
  const values = kind === 'quote' ? quote(random, label, message) : simple(random, label, message, kind === 'community' ? organization : undefined);
  const checked = checkSubmission(kind, values);
  if (!checked.ok) throw new Error(`${id} is not a valid ${kind} form: ${JSON.stringify(checked.errors)}`);
  return { id, label, kind, values: checked.values, heldOut: isHeldOut(id), ...(category ? { category } : {}) };
}

const lower = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function genuineEmail({ next, pick, int }: Random, first: string, last: string, organization?: string) {
  const domain = pick(DOMAINS);
  const f = lower(first);
  const l = lower(last);
  const roll = next();
  if (organization && roll < 0.35) return `${pick(['office', 'info', 'director', 'board', 'events'])}@${domain}`;
  if (roll < 0.3) return `${f}.${l}@${domain}`;
  if (roll < 0.45) return `${f}${l}@${domain}`;
  if (roll < 0.58) return `${f[0]}${l}@${domain}`;
  if (roll < 0.7) return `${f}${int(1, 99)}@${domain}`;
  if (roll < 0.78) return `${f}${l[0]}${int(50, 99)}@${domain}`;
  return `${pick(NICKNAMES)}${int(1, 2024)}@${domain}`;
}

function spamEmail({ next, pick, int }: Random, first: string, last: string) {
  const domain = pick(DOMAINS);
  const roll = next();
  if (roll < 0.3) return `${lower(first)}.${lower(last)}@${domain}`;
  if (roll < 0.4) return `${lower(first)}@${domain}`;
  if (roll < 0.75) return `${pick(SPAM_ROLES)}@${domain}`;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `${Array.from({ length: int(5, 9) }, () => pick([...letters])).join('')}${int(10, 9999)}@${domain}`;
}

function localPhone({ pick, chance, int }: Random) {
  const area = chance(0.82) ? '910' : pick(['919', '704', '336', '614', '703', '412', '202']);
  const line = `01${String(int(0, 99)).padStart(2, '0')}`;
  return pick([`(${area}) 555-${line}`, `${area}-555-${line}`, `${area} 555 ${line}`, `${area}.555.${line}`, `${area}555${line}`]);
}

function spamPhone({ next, pick, int }: Random) {
  const line = `01${String(int(0, 99)).padStart(2, '0')}`;
  const roll = next();
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

function propertyTypeFrom({ chance }: Random, text: string) {
  const t = text.toLowerCase();
  if (/rental|airbnb|vacation/.test(t)) return 'vacation-rental';
  if (/condo|townhome/.test(t)) return 'condo';
  if (/hoa|office|restaurant|church|motel|commercial|apartment|daycare|preschool|business/.test(t)) return 'commercial';
  return chance(0.85) ? 'residential' : undefined;
}

function person(random: Random, label: Label, organization?: string) {
  const { pick, chance } = random;
  if (label === 'genuine') {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    return { firstName, lastName, email: genuineEmail(random, firstName, lastName, organization) };
  }
  const [firstName, lastName] = chance(0.8) ? pick(SPAM_PERSONAS) : pick(JUNK_NAMES);
  return { firstName, lastName, email: spamEmail(random, firstName, lastName) };
}

function quote(random: Random, label: Label, text: string): Submission {
  const { pick, chance, int } = random;
  const who = person(random, label);
  const local = label === 'genuine' || chance(0.45);
  const values: Submission = {
    ...who,
    phone: label === 'genuine' ? localPhone(random) : spamPhone(random),
    address: local ? `${int(1, 9800)} ${pick(STREETS)}` : pick(['123 Main St', '1 Market Street', '500 5th Avenue', '42 Business Park Dr', 'Suite 200']),
    city: local ? pick(LOCAL_CITIES) : pick(FAR_CITIES),
  };
  const services = label === 'genuine' ? servicesFrom(text) : [...new Set(Array.from({ length: int(0, 3) }, () => pick(SERVICE_IDS)))];
  if (services.length > 0) values.services = services;
  const type = label === 'genuine' ? propertyTypeFrom(random, text) : chance(0.5) ? pick(['residential', 'commercial']) : undefined;
  if (type) values.propertyType = type;
  if (chance(0.7)) values.propertySize = pick(PROPERTY_SIZES);
  if (chance(0.75)) values.timeline = /asap|urgent|tomorrow/i.test(text) ? 'asap' : pick(TIMELINES);
  if (text) values.projectDescription = text;
  return values;
}

function simple(random: Random, label: Label, text: string, organization?: string): Submission {
  const values: Submission = { ...person(random, label, organization) };
  if (random.chance(label === 'genuine' ? 0.6 : 0.35)) values.phone = label === 'genuine' ? localPhone(random) : spamPhone(random);
  if (organization) values.organization = organization;
  if (text) values.message = text;
  return values;
}
