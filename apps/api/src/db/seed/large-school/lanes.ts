import { LAST_NAMES, TUTOR_LANGUAGES, TUTOR_ZONES } from './people-data.ts';
import type { Chance } from './random.ts';
import { DAY_MS, iso, plusMonths } from './days.ts';
import type { LargeSchoolOptions, PlannedSubscription, PlannedUser } from './plan.ts';

// Tutors and their weeks. A tutor's week is a grid of lanes on their own clock, and a lane holds
// one weekly plan at a time, so no two classes of a tutor ever meet:
// - 07:00 to 17:00, each hour two lanes: Monday, Wednesday and Friday, or Tuesday, Thursday and
//   Saturday (plans of two or three classes a week);
// - 18:00 to 22:00, each hour one lane from Monday on (plans of five or six a week);
// - Sundays are for make-up classes (07:00 to 14:00) and trial classes (15:00 to 22:00), one an
//   hour (classes.ts).
// A class keeps to its hour (a 30-minute one at :00 or :30). No clock changes between 07:00 and
// 23:00 in the tutors' zones, so the grid holds on every day of the year.

export const FIRST_HOUR = 7;
const GROUP_HOURS = 11;
const EVERY_DAY_HOURS = 5;
const GROUPS = [
  [1, 3, 5],
  [2, 4, 6],
] as const;

export interface PlannedTutor {
  userId: number;
  zone: string;
  /** From when, and until when, the tutor teaches (ms). */
  from: number;
  until: number;
  active: boolean;
  languages: string[];
  bio: string;
  meetingLink: string;
  rates: {
    effective_from: string;
    currency: string;
    basis: 'per_class' | 'per_hour';
    rate_30_minor: number | null;
    rate_60_minor: number | null;
    hourly_minor: number | null;
  }[];
}

interface Lane {
  tutor: PlannedTutor;
  hour: number;
  days: readonly number[];
  freeAt: number;
}

type Person = (
  fields: Omit<PlannedUser, 'id' | 'first_name' | 'gender'>,
  gender?: 1 | 2,
) => PlannedUser;

/** Most tutors teach from the start; some join later, and a few have left. */
export function planTutors(
  chance: Chance,
  options: LargeSchoolOptions,
  start: number,
  person: Person,
): PlannedTutor[] {
  const now = options.now.getTime();
  const span = now - start;
  const leavers = Math.floor(options.tutors * 0.025);
  return Array.from({ length: options.tutors }, (_, n) => {
    const [zone] = chance.weighted(TUTOR_ZONES, ([, weight]) => weight);
    const lastName = chance.one(LAST_NAMES);
    const gender = n % 2 === 0 ? 1 : 2;
    const from =
      n < options.tutors * 0.85
        ? start - chance.int(30, 400) * DAY_MS
        : start + span * 0.8 * chance.next();
    const leaves = n >= options.tutors - leavers;
    const until = leaves ? start + span * (0.4 + 0.4 * chance.next()) : Infinity;
    const user = person(
      {
        last_name: lastName,
        phone: `+20 10 ${String(chance.int(0, 99_999_999)).padStart(8, '0')}`,
        email: `${lastName.toLowerCase()}.tutor${n + 1}@example.com`,
        role: 'tutor',
        time_zone: zone,
        country: null,
        birth_year: null,
        created_at: iso(from),
      },
      gender,
    );
    return {
      userId: user.id,
      zone,
      from,
      until,
      active: !leaves,
      languages: [...chance.one(TUTOR_LANGUAGES)],
      bio: `Teaches Quran and Arabic online; ${chance.int(2, 20)} years of teaching.`,
      meetingLink: `https://meet.jit.si/IqraLarge-${user.first_name}-${lastName}-${n + 1}`,
      rates: payRates(chance, from, now),
    };
  });
}

/** A rate from the day the tutor began; a third of them raised since. */
function payRates(chance: Chance, from: number, now: number): PlannedTutor['rates'] {
  const currency = chance.chance(0.85) ? 'USD' : 'GBP';
  const perHour = chance.chance(0.15);
  const rate = (raise: number) => {
    if (perHour) {
      const hourly = Math.round((chance.int(12, 20) * 100 * raise) / 50) * 50;
      return {
        basis: 'per_hour' as const,
        rate_30_minor: null,
        rate_60_minor: null,
        hourly_minor: hourly,
      };
    }
    const half = Math.round((chance.int(10, 18) * 50 * raise) / 50) * 50;
    return {
      basis: 'per_class' as const,
      rate_30_minor: half,
      rate_60_minor: Math.round((half * 1.9) / 50) * 50,
      hourly_minor: null,
    };
  };
  const rates = [{ effective_from: day(from), currency, ...rate(1) }];
  const raisedAt = from + (now - from) * (0.3 + 0.6 * chance.next());
  if (chance.chance(0.35) && plusMonths(from, 6) < raisedAt) {
    rates.push({ effective_from: day(raisedAt), currency, ...rate(1.1) });
  }
  return rates;
}

const day = (ms: number) => iso(ms).slice(0, 10);

/**
 * Gives each subscription, in the order they begin, a free lane of a tutor who teaches for the
 * whole of it: its tutor, weekdays and time. Returns how many found none (left without).
 */
export function allocateLanes(
  chance: Chance,
  subscriptions: PlannedSubscription[],
  tutors: PlannedTutor[],
): number {
  const few: Lane[] = [];
  const many: Lane[] = [];
  for (const tutor of tutors) {
    for (let hour = 0; hour < GROUP_HOURS; hour++) {
      for (const days of GROUPS) few.push({ tutor, hour: FIRST_HOUR + hour, days, freeAt: 0 });
    }
    for (let hour = 0; hour < EVERY_DAY_HOURS; hour++) {
      const days = [1, 2, 3, 4, 5, 6];
      many.push({ tutor, hour: FIRST_HOUR + GROUP_HOURS + hour, days, freeAt: 0 });
    }
  }
  const inOrder = [...subscriptions].sort((a, b) => a.started_at.localeCompare(b.started_at));
  let unplaced = 0;
  for (const subscription of inOrder) {
    const weekly = subscription.weekdays.length;
    const lanes = weekly <= 3 ? few : many;
    const from = Date.parse(subscription.started_at);
    const until = Date.parse(subscription.ended_at);
    const first = chance.int(0, lanes.length - 1);
    let lane: Lane | undefined;
    for (let step = 0; step < lanes.length && !lane; step++) {
      const candidate = lanes[(first + step) % lanes.length];
      if (
        candidate &&
        candidate.freeAt <= from &&
        candidate.tutor.from <= from &&
        until <= candidate.tutor.until
      ) {
        lane = candidate;
      }
    }
    if (!lane) {
      unplaced++;
      continue;
    }
    lane.freeAt = until;
    // Two a week: two of the lane's three days.
    const skipped = weekly === 2 ? chance.int(0, 2) : -1;
    const days = lane.days.filter((_, i) => i !== skipped).slice(0, weekly);
    const minute = subscription.minutes === 30 && chance.chance(0.5) ? '30' : '00';
    Object.assign(subscription, {
      tutor_id: lane.tutor.userId,
      weekdays: days,
      start_time: `${String(lane.hour).padStart(2, '0')}:${minute}`,
      anchor_zone: lane.tutor.zone,
    });
  }
  return unplaced;
}
