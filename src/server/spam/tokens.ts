/**
 * What the spam score reads in a lead: the words of what the visitor wrote, a few facts of the form (which form,
 * the quote's choices, the city, the phone's area), and the signals a person would notice, each fed to the
 * classifier as a token of its own (`__link__`, `__shortener__` …) so that it learns their weight from the corpus
 * and from staff's marks like any word. The same signals, when present, are the reasons staff read beside a score.
 */
import type { FormKind } from '../../forms/fields';
import type { Submission } from '../../forms/rules';

/** Bumped when the tokens change: marks kept with other tokens are then left out of the site's model (learning.ts). */
export const TOKENS_VERSION = 1;

export interface LeadSignals {
  links: number;
  shortener: boolean;
  /** `<a href=…>` or `[url=…]`: markup no person types into a form. */
  linkMarkup: boolean;
  emailMismatch: boolean;
  /** How many phrases about the sender's own services (SEO, design, leads, funding, "I noticed your website" …). */
  pitch: number;
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
 * pavers" or "do you offer financing?" does not match.
 */
const PITCHES: RegExp[] = [
  /\bseo\b|search engines?|(?:first|top) page of (?:google|search)|\brank(?:ing|ings|s)?\b|\boutrank/i,
  /backlinks?|do-?follow|domain authority|link (?:building|exchange|insertion)|guest post|sponsored post/i,
  /web ?design|redesign|wordpress|webflow|shopify|mobile[- ]friendly|landing page|your (?:website|site) (?:is|has|could|looks|loads|needs)/i,
  /\bi (?:noticed|came across|found|stumbled upon|was (?:checking|looking at|browsing|researching|on)|visited|reviewed|checked) your (?:website|site|business|company|gallery|projects|domain)/i,
  /(?:digital )?marketing|lead generation|(?:more|new|exclusive|pre-qualified) (?:leads|customers|clients|traffic|visitors)|\bleads? (?:for|per|a) /i,
  /(?:we|i) (?:can )?help (?:businesses|companies|landscapers|contractors|owners|local|home service|small)|grow your (?:business|company)|businesses like yours|companies like yours/i,
  /business (?:funding|loans?|credit)|working capital|line of credit|merchant|pre-?approved|unsecured|tax credits?|grant applications?|funding program/i,
  /free (?:audit|consultation|demo|proposal|report|strategy|trial|sample|analysis|session)|book a (?:call|demo)|quick (?:call|chat|video)|\b15 minutes\b|10 minutes/i,
  /\b(?:five|5)[- ]star reviews|reviews? (?:removal|for your)|google (?:business profile|maps|ads|3-pack)|map pack|followers|\blikes\b/i,
  /virtual assistants?|receptionists?|chatbot|automat(?:e|ed|ion)|\bsoftware\b|\bplatform\b|\bai[- ]/i,
  /whatsapp|telegram|our (?:agency|team|clients|services|rates|software|platform)|my (?:agency|team|clients)/i,
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

/** What the visitor wrote, in every form's words. */
const writtenText = (values: Submission) => [values.message, values.projectDescription, values.organization].map(text).join('\n').trim();

function emailMatchesName(email: string, firstName: string, lastName: string) {
  const local = letters(email.slice(0, email.lastIndexOf('@')));
  const first = letters(firstName);
  const last = letters(lastName);
  if (last.length >= 3 && local.includes(last)) return true;
  if (first.length >= 3 && local.includes(first)) return true;
  return first.length > 0 && last.length > 0 && local.startsWith(first[0]) && local.includes(last.slice(0, 4));
}

export function signalsOf(values: Submission): LeadSignals {
  const written = writtenText(values);
  const links = written.match(LINK) ?? [];
  const hosts = links.map((link) => {
    try {
      return new URL(link.startsWith('www.') ? `http://${link}` : link).hostname.replace(/^www\./, '').toLowerCase();
    } catch {
      return '';
    }
  });
  const lettersOnly = written.replace(LINK, '').replace(/[^\p{L}]/gu, '');
  const capitalLetters = lettersOnly.replace(/[^\p{Lu}]/gu, '').length;
  const firstName = text(values.firstName);
  const lastName = text(values.lastName);
  return {
    links: links.length,
    shortener: hosts.some((host) => SHORTENERS.has(host)),
    linkMarkup: LINK_MARKUP.test(written),
    emailMismatch: !emailMatchesName(text(values.email), firstName, lastName),
    pitch: PITCHES.filter((pattern) => pattern.test(written)).length,
    capitals: lettersOnly.length >= 15 && capitalLetters / lettersOnly.length > 0.7,
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
  if (signals.pitch > 0) reasons.push('about the sender’s own services');
  if (signals.crypto) reasons.push('about crypto');
  if (signals.otherAlphabet) reasons.push('written in another alphabet');
  if (signals.capitals) reasons.push('written in capitals');
  if (signals.emailMismatch) reasons.push('email does not match the name');
  if (signals.repeatedName) reasons.push('the same first and last name');
  return reasons;
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

/** The words of a text, links taken out, with each pair of neighbours ("your_website", "page_google"). */
function wordTokens(written: string): string[] {
  const words = (
    written
      .replace(LINK, ' ')
      .toLowerCase()
      .match(/\p{L}[\p{L}'’]*/gu) ?? []
  )
    .map((word) => word.replace(/['’]/g, ''))
    .filter((word) => word.length >= 2 && word.length <= 30 && !STOP.has(word));
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`);
  return [...words, ...pairs];
}

/** The form's own facts: which form, the quote's choices, the city, the phone's area and how long the text is. */
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
  tokens.push(`length:${length === 0 ? 'none' : length < 40 ? 'short' : length < 200 ? 'medium' : length < 600 ? 'long' : 'very-long'}`);
  return tokens;
}

/** Everything the classifier reads of a lead, and the signals behind it. */
export function tokensOf(kind: FormKind, values: Submission): { tokens: string[]; signals: LeadSignals } {
  const written = writtenText(values);
  const signals = signalsOf(values);
  return { tokens: [...wordTokens(written), ...fieldTokens(kind, values, written), ...signalTokens(signals)], signals };
}
