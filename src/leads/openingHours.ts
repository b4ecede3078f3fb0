/**
 * When the office is open, as the code counts it: from `openingHours.structured` of data/business.json, the reading
 * of the hours written for machines (days, and 24-hour times; Mon–Fri 08:00–17:00 today), in the business's own time
 * zone, Eastern. The contact page's reading (`openingHours.contactPage`: "Mon-Fri 8AM-6PM", "Sat 9AM-4PM") is words
 * for visitors and is not read here; docs/decisions.md says why there are two and staff can bring them together.
 *
 * What reads it: the time to a lead's first answer counted within opening hours (src/leads/clock.ts, the leads
 * view's reports), and the nudges of leads nobody answered, which count from the next opening (issue 66, item 4).
 * Runs in Node and in the browser. Days are the calendar days in Eastern time, so a day of 23 or 25 hours (the
 * changes to and from daylight saving time) keeps its opening at 08:00 on the clock on the wall.
 */
import business from '../../data/business.json';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours for a set of days, as data/business.json's `openingHours.structured` writes them ("08:00", "17:00"). */
export interface DayHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** The business's time zone: every time in data/business.json is on its clocks. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** An instant as the callers have it: a Date, milliseconds, or an ISO time (a lead's `receivedAt`). */
export type Instant = Date | number | string;

const DAY_MS = 86_400_000;
/** How many days ahead nextOpening looks: a week and a day, so that any weekly hours are found. */
const LOOK_AHEAD_DAYS = 8;

const msOf = (instant: Instant) => (instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface OpeningHours {
  /** Whether the office is open at `instant`. */
  isOpen(instant: Instant): boolean;
  /** The first instant at or after `instant` when the office is open (`instant` itself when open then); null only for hours that name no time at all. */
  nextOpening(instant: Instant): Date | null;
  /** Milliseconds of opening hours between two instants (0 when `b` is not after `a`). */
  openMsBetween(a: Instant, b: Instant): number;
  /** The instant at which `ms` of opening hours have passed since `instant` (null for hours that name no time): when a wait falls due. */
  afterOpenMs(instant: Instant, ms: number): Date | null;
}

/**
 * Opening hours read from `hours` in the time zone `timeZone`. An entry that closes at or before it opens gives no
 * hours (hours past midnight are not written this way); entries for the same day are joined.
 */
export function openingHours(hours: readonly DayHours[], timeZone = BUSINESS_TIME_ZONE): OpeningHours {
  // Minutes from midnight, per weekday (0 Sunday), joined where they overlap.
  const byDay: Array<Array<[number, number]>> = WEEKDAYS.map((day) => {
    const spans = hours
      .filter((entry) => entry.days.includes(day))
      .map((entry): [number, number] => [minutesOf(entry.opens), minutesOf(entry.closes)])
      .filter(([opens, closes]) => closes > opens)
      .sort((a, b) => a[0] - b[0]);
    const joined: Array<[number, number]> = [];
    for (const span of spans) {
      const last = joined.at(-1);
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else joined.push([...span]);
    }
    return joined;
  });

  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** The wall clock of the zone at `ms`, as if it were UTC: what the offset is measured by. */
  const wallAt = (ms: number) => {
    const got = Object.fromEntries(parts.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    return Date.UTC(Number(got.year), Number(got.month) - 1, Number(got.day), Number(got.hour) % 24, Number(got.minute), Number(got.second));
  };
  /** The zone's calendar day of an instant, as UTC midnight of that date (day arithmetic without daylight-saving steps). */
  const dayOf = (ms: number) => Math.floor(wallAt(ms) / DAY_MS) * DAY_MS;
  /** The instant at which the zone's clock shows `minutes` past midnight of `day`. */
  const instantOf = (day: number, minutes: number) => {
    const wall = day + minutes * 60_000;
    const first = wall - (wallAt(wall) - wall);
    // Once more with the offset at the first guess, which is right unless the clock changed in between.
    return wall - (wallAt(first) - first);
  };
  /** The opening spans of one calendar day, as instants; kept, since a report asks for the same days over and over. */
  const known = new Map<number, ReadonlyArray<readonly [number, number]>>();
  const spansOf = (day: number) => {
    let spans = known.get(day);
    if (!spans) {
      if (known.size > 5000) known.clear();
      spans = byDay[new Date(day).getUTCDay()].map(([opens, closes]) => [instantOf(day, opens), instantOf(day, closes)] as const);
      known.set(day, spans);
    }
    return spans;
  };

  return {
    isOpen(instant) {
      const ms = msOf(instant);
      return spansOf(dayOf(ms)).some(([opens, closes]) => opens <= ms && ms < closes);
    },
    nextOpening(instant) {
      const ms = msOf(instant);
      const first = dayOf(ms);
      for (let day = first; day <= first + LOOK_AHEAD_DAYS * DAY_MS; day += DAY_MS) {
        const span = spansOf(day).find(([, closes]) => closes > ms);
        if (span) return new Date(Math.max(span[0], ms));
      }
      return null;
    },
    openMsBetween(a, b) {
      const [from, to] = [msOf(a), msOf(b)];
      if (!(to > from)) return 0;
      let total = 0;
      for (let day = dayOf(from); day <= dayOf(to); day += DAY_MS) {
        for (const [opens, closes] of spansOf(day)) total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
      }
      return total;
    },
    afterOpenMs(instant, ms) {
      const from = msOf(instant);
      let left = Math.max(0, ms);
      // A year and a day: far beyond any wait, and it ends for hours that name no time.
      for (let day = dayOf(from), last = day + 366 * DAY_MS; day <= last; day += DAY_MS) {
        for (const [opens, closes] of spansOf(day)) {
          const start = Math.max(opens, from);
          if (closes <= start) continue;
          if (start + left <= closes) return new Date(start + left);
          left -= closes - start;
        }
      }
      return null;
    },
  };
}

const WEEK_FROM_MONDAY: readonly string[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** "08:00" as "8:00 AM". */
const clockTime = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** Days in words: three or more days in a row as "Monday to Friday", others listed ("Monday and Thursday"). */
function daysInWords(days: readonly string[]): string {
  const sorted = WEEK_FROM_MONDAY.filter((day) => days.includes(day));
  const at = sorted.map((day) => WEEK_FROM_MONDAY.indexOf(day));
  if (sorted.length > 2 && at.every((index, n) => n === 0 || index === at[n - 1] + 1)) return `${sorted[0]} to ${sorted.at(-1)}`;
  return sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : (sorted[0] ?? '');
}

/** Hours as people read them: "Monday to Friday, 8:00 AM to 5:00 PM", each entry of `hours` so, joined by "; ". */
export const hoursInWords = (hours: readonly DayHours[]) =>
  hours.map((entry) => `${daysInWords(entry.days)}, ${clockTime(entry.opens)} to ${clockTime(entry.closes)}`).join('; ');

/** The business's opening hours (data/business.json, `openingHours.structured`). */
export const businessHours: OpeningHours = openingHours(business.openingHours.structured);

/** Whether the office is open at `instant`, by data/business.json. */
export const isOpen = (instant: Instant) => businessHours.isOpen(instant);

/** The first instant at or after `instant` when the office is open, by data/business.json: where a lead out of hours starts to count. */
export const nextOpening = (instant: Instant) => businessHours.nextOpening(instant);

/** Milliseconds of opening hours between two instants, by data/business.json: a lead's wait as the office counts it. */
export const openMsBetween = (a: Instant, b: Instant) => businessHours.openMsBetween(a, b);

/** When `ms` of opening hours will have passed since `instant`, by data/business.json: when a lead's wait falls due. */
export const afterOpenMs = (instant: Instant, ms: number) => businessHours.afterOpenMs(instant, ms);
