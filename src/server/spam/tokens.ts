/**
 * What the spam score reads in a lead: the words of what the visitor wrote, in their order, a few facts of the form
 * (which form, the quote's choices, the city, the phone's area), and the signals a person would notice, each fed to
 * the classifier as a token of its own (`__link__`, `__shortener__` …) so that it learns their weight from the corpus
 * and from staff's marks like any word. The same signals, when present, are the reasons staff read beside a score.
 *
 * Words that stand beside the same neighbour in the site's own copy are left out (siteCopy.ts): anyone can paste the
 * site's pages into a form, so they tell nothing about who sent it.
 */
import type { FormKind } from '../../forms/fields';
import type { Submission } from '../../forms/rules';
import { plainWords, SITE_PAIRS } from './siteCopy';

/** Bumped when the tokens change: marks kept with other tokens are then left out of the site's model (learning.ts). */
export const TOKENS_VERSION = 2;

export interface LeadSignals {
  links: number;
  shortener: boolean;
  /** `<a href=…>` or `[url=…]`: markup no person types into a form. */
  linkMarkup: boolean;
  emailMismatch: boolean;
  /** How many phrases about the sender's own services (SEO, design, leads, funding, "I noticed your website" …). */
  pitch: number;
  /** One of those phrases is of a kind no customer of the corpus wrote and the site's copy never says (STRONG_PITCHES). */
  strongPitch: boolean;
  capitals: boolean;
  crypto: boolean;
  otherAlphabet: boolean;
  /** "RobertBoide RobertBoide": the same first and last name. */
  repeatedName: boolean;
}

const SHORTENERS = new Set([
  'bit.ly', 'tinyurl.com', 't.ly', 'cutt.ly', 'rb.gy', 'is.gd', 'goo.gl', 'ow.ly', 'shorturl.at', 'tiny.cc', 'buff.ly', 'rebrand.ly', 't.co',
  'bl.ink', 'short.io', 'v.gd', 'qr.ae', 's.id', 'shorte.st', 'adf.ly', 'lnkd.in', 'cli.re', 'tiny.one', 'u.to',
]); // prettier-ignore

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'\]]+/gi;
const LINK_MARKUP = /<a\s+href|\[url[=\]]/i;

/**
 * Phrases about the sender's business rather than the visitor's yard. Each is one kind of pitch; a message that
 * matches several is more surely one. They are kept narrow, so that a customer's "I saw on your website you do
 * pavers", "do you offer free consultations?" or "could your team come out?" does not match, nor does the site's own
 * copy ("talk to our team", "our services"), which anyone can paste into a form (a unit test reads data/ for it).
 */
const PITCHES: RegExp[] = [
  /\bseo\b|search engines?|(?:first|top) page of (?:google|search)|\brank(?:ing|ings|s)?\b|\boutrank/i,
  /backlinks?|do-?follow|domain authority|link (?:building|exchange|insertion)|guest post|sponsored post/i,
  /web ?design|(?:homepage|website) redesign|redesign\w* (?:[\w-]+ ){0,3}(?:websites?|sites?|homepages?|logos?)|wordpress|webflow|shopify|mobile[- ]friendly|landing page|your (?:website|site) (?:is|has|could|looks|loads|needs)/i,
  /\bi (?:noticed|came across|found|stumbled upon|was (?:checking|looking at|browsing|researching|on)|visited|reviewed|checked) your (?:website|site|blog|business|company|gallery|projects|domain)/i,
  /(?:digital )?marketing|lead generation|(?:get|more|exclusive|pre-qualified) (?:new )?(?:leads|customers|clients|traffic|visitors)|new (?:leads|clients|traffic|visitors)|\bleads? (?:for|per|a) /i,
  /(?:we|i) (?:can )?help (?:businesses|companies|landscapers|contractors|owners|local|home service|small)|grow your (?:business|company)|businesses like yours|companies like yours/i,
  /business (?:funding|loans?|credit)|working capital|line of credit|merchant|pre-?approved|unsecured|tax credits?|grant applications?|funding program/i,
  /free (?:audit|demo|proposal|report|strategy|trial|sample|analysis|session)|book a (?:call|demo)|quick (?:call|chat|video)|\b15 minutes\b|10 minutes/i,
  /\b(?:five|5)[- ]star reviews|reviews? (?:removal|for your)|google (?:business profile|maps|ads|3-pack)|map pack|followers|\b(?:page|facebook|instagram|tiktok) likes\b/i,
  /virtual assistants?|receptionists?|chatbot|automat(?:e|ed|ion) (?:your|for|review|messages?|texts?|calls?|follow)|\bsoftware\b|\bai[- ]/i,
  /whatsapp|telegram|\bour (?:agency|clients|rates|software|platform)|\bmy (?:agency|team|clients)/i,
];

/**
 * The pitches a person would act on at sight, whatever else a lead says: selling search rankings, links, websites,
 * marketing or loans to the company. Narrower than PITCHES: none of them is in any genuine lead of the corpus or in
 * the site's own copy, so a customer is not held for them.
 */
const STRONG_PITCHES: RegExp[] = [
  /\bseo\b|search engine optimi[sz]ation|(?:first|top) page of (?:google|search)|\boutrank/i,
  /backlinks?|do-?follow|domain authority|link building|guest post|sponsored post/i,
  /web ?design|website redesign|wordpress|webflow|shopify|landing page/i,
  /digital marketing|lead generation|(?:exclusive|pre-qualified) leads|grow your (?:business|company)|businesses like yours/i,
  /business (?:funding|loans?|line of credit)|working capital|merchant cash|pre-?approved for/i,
];

const CRYPTO = /\b(?:bitcoin|btc|crypto\w*|ethereum|eth|usdt|blockchain|binance|defi|airdrop|token presale|wallet address)\b/i;
const OTHER_ALPHABET = /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Words too common to tell anything. */
const STOP = new Set(
  'a an and are as at be but by for from has have i if in is it its me my of on or our so that the their them they this to us was we were will with you your'.split(
    ' ',
  ),
);

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

/**
 * What the visitor wrote, in every form's words: the organisation first, so that whatever is added to the end of a
 * message or a description is added to the end of what the score reads (classifier.ts bounds what that can do).
 */
const writtenText = (values: Submission) => [values.organization, values.message, values.projectDescription].map(text).join('\n').trim();

function emailMatchesName(email: string, firstName: string, lastName: string) {
  const local = letters(email.slice(0, email.lastIndexOf('@')));
  const first = letters(firstName);
  const last = letters(lastName);
  if (last.length >= 3 && local.includes(last)) return true;
  if (first.length >= 3 && local.includes(first)) return true;
  return first.length > 0 && last.length > 0 && local.startsWith(first[0]) && local.includes(last.slice(0, 4));
}

/** A line of at least 15 letters, most of them capitals: one shouted line stays shouted whatever follows it. */
function shouted(written: string) {
  return written.split('\n').some((line) => {
    const lettersOnly = line.replace(LINK, '').replace(/[^\p{L}]/gu, '');
    return lettersOnly.length >= 15 && lettersOnly.replace(/[^\p{Lu}]/gu, '').length / lettersOnly.length > 0.7;
  });
}

/**
 * The text with every word that stands beside the same neighbour in the site's copy blanked out (a bar in its
 * place, so that no phrase joins across it): what the pitch phrases are looked for in. Whatever the copy says, a
 * page pasted into a form then adds no pitch, and staff may word the pages as they like.
 */
function ownText(written: string, sitePairs: ReadonlySet<string>): string {
  const spans = [...written.matchAll(/\p{L}[\p{L}'’]*/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[0].toLowerCase().replace(/['’]/g, ''),
  }));
  const copied = spans.map(() => false);
  for (let n = 1; n < spans.length; n += 1) if (sitePairs.has(`${spans[n - 1].word} ${spans[n].word}`)) copied[n - 1] = copied[n] = true;
  let own = written;
  for (let n = spans.length - 1; n >= 0; n -= 1) if (copied[n]) own = `${own.slice(0, spans[n].start)}|${own.slice(spans[n].end)}`;
  return own;
}

export function signalsOf(values: Submission, sitePairs: ReadonlySet<string> = SITE_PAIRS): LeadSignals {
  const written = writtenText(values);
  const own = ownText(written, sitePairs);
  const links = written.match(LINK) ?? [];
  const hosts = links.map((link) => {
    try {
      return new URL(link.startsWith('www.') ? `http://${link}` : link).hostname.replace(/^www\./, '').toLowerCase();
    } catch {
      return '';
    }
  });
  const firstName = text(values.firstName);
  const lastName = text(values.lastName);
  return {
    links: links.length,
    shortener: hosts.some((host) => SHORTENERS.has(host)),
    linkMarkup: LINK_MARKUP.test(written),
    emailMismatch: !emailMatchesName(text(values.email), firstName, lastName),
    pitch: PITCHES.filter((pattern) => pattern.test(own)).length,
    strongPitch: STRONG_PITCHES.some((pattern) => pattern.test(own)),
    capitals: shouted(written),
    crypto: CRYPTO.test(written),
    otherAlphabet: OTHER_ALPHABET.test(written),
    repeatedName: letters(firstName).length > 0 && letters(firstName) === letters(lastName),
  };
}

/** The reasons staff read: the signals present, in a person's words, most telling first. */
export function reasonsOf(signals: LeadSignals): string[] {
  const reasons: string[] = [];
  if (signals.links > 0) reasons.push(signals.links === 1 ? '1 link' : `${signals.links} links`);
  if (signals.shortener) reasons.push('a link shortener');
  if (signals.linkMarkup) reasons.push('link markup');
  if (signals.pitch > 0 || signals.strongPitch) reasons.push('about the sender’s own services');
  if (signals.crypto) reasons.push('about crypto');
  if (signals.otherAlphabet) reasons.push('written in another alphabet');
  if (signals.capitals) reasons.push('written in capitals');
  if (signals.emailMismatch) reasons.push('email does not match the name');
  if (signals.repeatedName) reasons.push('the same first and last name');
  return reasons;
}

/**
 * The reasons that hold a lead out of the Inbox whatever its score (defences/judge.ts): a link shortener, link markup, a
 * pitch of the sender's own services of a kind no customer writes. A person seeing one would not mail the lead on.
 */
export function strongReasonsOf(signals: LeadSignals): string[] {
  return [
    ...(signals.shortener ? ['a link shortener'] : []),
    ...(signals.linkMarkup ? ['link markup'] : []),
    ...(signals.strongPitch ? ['about the sender’s own services'] : []),
  ];
}

function signalTokens(signals: LeadSignals): string[] {
  const tokens: string[] = [];
  for (let n = 0; n < Math.min(signals.links, 5); n += 1) tokens.push('__link__');
  if (signals.links >= 3) tokens.push('__many_links__');
  if (signals.shortener) tokens.push('__shortener__', '__shortener__');
  if (signals.linkMarkup) tokens.push('__link_markup__');
  if (signals.emailMismatch) tokens.push('__email_mismatch__');
  for (let n = 0; n < signals.pitch; n += 1) tokens.push('__pitch__');
  if (signals.capitals) tokens.push('__capitals__');
  if (signals.crypto) tokens.push('__crypto__');
  if (signals.otherAlphabet) tokens.push('__other_alphabet__');
  if (signals.repeatedName) tokens.push('__repeated_name__');
  return tokens;
}

/**
 * The words of a text in their order, links taken out, each followed by the pair it makes with the word before it
 * ("your", "website", "your_website"). A word that stands beside the same neighbour in the site's copy is left out,
 * and its pairs with it; the pairs join across what was left out.
 */
export function wordTokens(written: string, sitePairs: ReadonlySet<string> = SITE_PAIRS): string[] {
  const words = plainWords(written.replace(LINK, ' '));
  const copied = words.map(() => false);
  for (let n = 1; n < words.length; n += 1) if (sitePairs.has(`${words[n - 1]} ${words[n]}`)) copied[n - 1] = copied[n] = true;
  const tokens: string[] = [];
  let previous: string | undefined;
  for (const [n, word] of words.entries()) {
    if (copied[n] || word.length < 2 || word.length > 30 || STOP.has(word)) continue;
    tokens.push(word);
    if (previous) tokens.push(`${previous}_${word}`);
    previous = word;
  }
  return tokens;
}

/**
 * The form's own facts: which form, the quote's choices, the city, the phone's area and, for a text under 200
 * characters, how short it is. Longer texts have no length token: the corpus's customers all wrote short ones, so
 * "long" would read as spam there, and a customer who writes at length is still a customer.
 */
function fieldTokens(kind: FormKind, values: Submission, written: string): string[] {
  const tokens = [`form:${kind}`];
  for (const service of Array.isArray(values.services) ? values.services : []) tokens.push(`service:${service}`);
  for (const field of ['propertyType', 'propertySize', 'timeline'] as const) if (typeof values[field] === 'string') tokens.push(`${field}:${values[field]}`);
  if (typeof values.city === 'string') tokens.push(`city:${letters(values.city)}`);
  const phone = text(values.phone);
  const digits = phone.replace(/\D/g, '');
  if (!phone) tokens.push('phone:none');
  else if (phone.trim().startsWith('+') && !digits.startsWith('1')) tokens.push('phone:abroad');
  else tokens.push(`phone:${(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 3)}`);
  const length = written.length;
  if (length < 200) tokens.push(`length:${length === 0 ? 'none' : length < 40 ? 'short' : 'medium'}`);
  return tokens;
}

/** Everything the classifier reads of a lead: its words in order, its facts and signals as tokens, and the signals. */
export interface LeadReading {
  words: string[];
  facts: string[];
  signals: LeadSignals;
}

/** What the score reads of a lead. */
export function readLead(kind: FormKind, values: Submission, sitePairs: ReadonlySet<string> = SITE_PAIRS): LeadReading {
  const written = writtenText(values);
  const signals = signalsOf(values, sitePairs);
  return { words: wordTokens(written, sitePairs), facts: [...fieldTokens(kind, values, written), ...signalTokens(signals)], signals };
}
