import {
  COURSES,
  CURRENCIES,
  FIRST_NAMES,
  LAST_NAMES,
  LEARNER_ZONES,
  TIERS,
} from './people-data.ts';
import { allocateLanes, planTutors, type PlannedTutor } from './lanes.ts';
import { seededChance, type Chance } from './random.ts';
import { DAY_MS, iso, plusMonths } from './days.ts';

// The large school drawn in memory before any row is written: its people, each learner's
// subscriptions one after another, and the leads. Only these few tens of thousands of rows are
// planned here; the million rows that follow from them (classes, payments) are made by SQL
// from these (classes.ts, money.ts).

export interface LargeSchoolOptions {
  learners: number;
  tutors: number;
  /** How many months of history before `now`. */
  months: number;
  now: Date;
  seed: number;
}

/** A person's row; ids are given here (the database is empty of people). */
export interface PlannedUser {
  id: number;
  first_name: string;
  last_name: string;
  gender: number;
  phone: string;
  email: string | null;
  role: 'student' | 'tutor' | 'admin';
  time_zone: string;
  country: string | null;
  birth_year: number | null;
  created_at: string;
}

export interface PlannedSubscription {
  id: number;
  user_id: number;
  /** Who pays: the learner, or a child's parent. */
  payer_id: number;
  product: string;
  tier: string;
  started_at: string;
  ended_at: string;
  /** Months paid (a payment each): the first, then a renewal each. */
  months: number;
  status: 'active' | 'cancelled';
  currency: string;
  tutor_id: number;
  weekdays: number[];
  start_time: string;
  minutes: number;
  anchor_zone: string;
}

export interface PlannedLead {
  id: number;
  email: string;
  created_at: string;
  preferred_at: string | null;
  time_zone: string;
  language: 'en' | 'ar';
  status: 'new' | 'contacted' | 'closed';
  /** The tutor of its trial class and the day it is near, or none booked. */
  trial_tutor_id: number | null;
  trial_near: string | null;
  /** Its family paid afterwards (the trial's week before their first payment). */
  converts: boolean;
}

export interface SchoolPlan {
  users: PlannedUser[];
  staffIds: number[];
  tutors: PlannedTutor[];
  guardianships: { guardian_id: number; child_id: number; consent_at: string }[];
  subscriptions: PlannedSubscription[];
  leads: PlannedLead[];
  /** Subscriptions left out because no tutor had room at their time. */
  unplaced: number;
}

/** How long a learner stays on a course, in months, before the end of history cuts it. */
const MEAN_MONTHS = 18;
/** Of learners who stop, those who come back for another course. */
const COME_BACK = 0.35;

interface Learner {
  user: PlannedUser;
  payer: PlannedUser;
  currency: string;
  join: number;
  /** The first of a family's learners: the one its demo request was for. */
  firstOfPayer: boolean;
}

export function planSchool(options: LargeSchoolOptions): SchoolPlan {
  const chance = seededChance(options.seed);
  const now = options.now.getTime();
  const start = plusMonths(now, -options.months);
  const users: PlannedUser[] = [];
  const person = (fields: Omit<PlannedUser, 'id' | 'first_name' | 'gender'>, gender?: 1 | 2) => {
    const [first, drawn] = chance.one(FIRST_NAMES.filter(([, g]) => !gender || g === gender));
    const user = { id: users.length + 1, first_name: first, gender: drawn, ...fields };
    users.push(user);
    return user;
  };
  const staffIds = ['Aisha', 'Omar', 'Sara'].map((name, index) => {
    const user = person(
      {
        last_name: 'Staff',
        phone: '+1 555 010 01' + String(index).padStart(2, '0'),
        email: `${name.toLowerCase()}.staff@example.com`,
        role: 'admin',
        time_zone: 'Europe/London',
        country: 'GB',
        birth_year: null,
        created_at: iso(start - 400 * DAY_MS),
      },
      name === 'Omar' ? 1 : 2,
    );
    return user.id;
  });
  const tutors = planTutors(chance, options, start, (fields, gender) => person(fields, gender));
  const learners = planLearners(chance, options, start, person);
  const subscriptions = planSubscriptions(chance, learners, now);
  const unplaced = allocateLanes(chance, subscriptions, tutors);
  const placed = subscriptions.filter((subscription) => subscription.tutor_id > 0);
  placed.forEach((subscription, index) => (subscription.id = index + 1));
  const leads = planLeads(chance, {
    learners,
    placed,
    tutors,
    start,
    now,
    users: options.learners,
  });
  const guardianships = learners
    .filter((learner) => learner.payer !== learner.user)
    .map((learner) => ({
      guardian_id: learner.payer.id,
      child_id: learner.user.id,
      consent_at: learner.user.created_at,
    }));
  return { users, staffIds, tutors, guardianships, subscriptions: placed, leads, unplaced };
}

function planLearners(
  chance: Chance,
  options: LargeSchoolOptions,
  start: number,
  person: (fields: Omit<PlannedUser, 'id' | 'first_name' | 'gender'>) => PlannedUser,
): Learner[] {
  const now = options.now.getTime();
  const span = now - DAY_MS - start;
  const year = options.now.getUTCFullYear();
  const learners: Learner[] = [];
  let lastParent: Learner | null = null;
  for (let n = 0; n < options.learners; n++) {
    // A growing school: more learners join in its later months.
    let join = start + span * chance.next() ** 0.9;
    const [zone, country] = chance.weighted(LEARNER_ZONES, ([, , weight]) => weight);
    const lastName = chance.one(LAST_NAMES);
    const child = chance.chance(0.2);
    const currency = chance.weighted(CURRENCIES, ([, , weight]) => weight)[0];
    if (!child) {
      const user = person({ ...adult(chance, lastName, n, 'learner'), time_zone: zone, country });
      user.created_at = iso(join - chance.next() * 2 * DAY_MS);
      learners.push({ user, payer: user, currency, join, firstOfPayer: true });
      lastParent = null;
      continue;
    }
    // A child: a brother or sister of the last child now and then, else a new parent's.
    const sibling: Learner | null = lastParent && chance.chance(0.3) ? lastParent : null;
    if (sibling) join = Math.min(sibling.join + chance.next() * 60 * DAY_MS, now - DAY_MS);
    const family = sibling?.user.last_name ?? lastName;
    const created = iso(join - chance.next() * 2 * DAY_MS);
    const parent: PlannedUser =
      sibling?.payer ??
      person({
        ...adult(chance, family, n, 'parent'),
        time_zone: zone,
        country,
        created_at: created,
      });
    const user = person({
      last_name: family,
      phone: '',
      email: null,
      role: 'student',
      time_zone: parent.time_zone,
      country: parent.country,
      birth_year: year - chance.int(5, 15),
      created_at: created,
    });
    const learner: Learner = {
      user,
      payer: parent,
      currency: sibling?.currency ?? currency,
      join,
      firstOfPayer: !sibling,
    };
    learners.push(learner);
    lastParent = sibling ? null : learner;
  }
  return learners;
}

function adult(chance: Chance, lastName: string, n: number, what: string) {
  return {
    last_name: lastName,
    phone: `+1 555 ${String(chance.int(0, 9_999_999)).padStart(7, '0')}`,
    // Unique by the number; plausible by the name (the first name is added by `person`).
    email: `${lastName.toLowerCase()}.${what}${n + 1}@example.com`,
    role: 'student' as const,
    birth_year: null,
    created_at: '',
  };
}

/** Each learner's courses, one after another: the first from the day they join. */
function planSubscriptions(chance: Chance, learners: Learner[], now: number) {
  const subscriptions: PlannedSubscription[] = [];
  for (const learner of learners) {
    // A few sign up and never buy.
    if (chance.chance(0.04)) continue;
    let from = learner.join;
    for (;;) {
      const [tier, weekly, minutes] = chance.weighted(TIERS, ([, , , weight]) => weight);
      let months = chance.geometric(MEAN_MONTHS);
      // Still learning at the end of history: paid up to the month that runs past it.
      let paidThrough = Math.max(1, Math.ceil((now - from) / (31 * DAY_MS)));
      while (plusMonths(from, paidThrough) <= now) paidThrough++;
      months = Math.min(months, paidThrough);
      let ended = plusMonths(from, months);
      const cancelled = chance.chance(0.02);
      if (cancelled) {
        // Staff stopped it part-way: the months paid are those begun by then.
        ended = from + Math.max(DAY_MS, (ended - from) * chance.next());
        months = 1;
        while (plusMonths(from, months) < ended) months++;
      }
      subscriptions.push({
        id: 0,
        user_id: learner.user.id,
        payer_id: learner.payer.id,
        product: chance.weighted(COURSES, ([, weight]) => weight)[0],
        tier,
        started_at: iso(from),
        ended_at: iso(ended),
        months,
        status: cancelled ? 'cancelled' : 'active',
        currency: learner.currency,
        tutor_id: 0,
        weekdays: Array.from({ length: weekly }, () => 0),
        start_time: '',
        minutes,
        anchor_zone: '',
      });
      if (ended >= now || !chance.chance(COME_BACK)) break;
      from = ended + chance.int(7, 70) * DAY_MS;
      if (from >= now - DAY_MS) break;
    }
  }
  return subscriptions;
}

/**
 * Demo requests: a third of the families who pay asked for a trial first (the week before
 * their first payment, by the same address); as many others again asked and never paid.
 */
function planLeads(
  chance: Chance,
  input: {
    learners: Learner[];
    placed: PlannedSubscription[];
    tutors: PlannedTutor[];
    start: number;
    now: number;
    users: number;
  },
): PlannedLead[] {
  const leads: PlannedLead[] = [];
  const firstStart = new Map<number, number>();
  for (const subscription of input.placed) {
    if (!firstStart.has(subscription.user_id))
      firstStart.set(subscription.user_id, Date.parse(subscription.started_at));
  }
  const lead = (
    email: string,
    created: number,
    zone: string,
    near: number | null,
    converts = false,
  ) => {
    const tutor = near === null ? null : tutorAt(chance, input.tutors, near);
    const age = input.now - created;
    leads.push({
      id: 0,
      email,
      created_at: iso(created),
      preferred_at: near !== null && chance.chance(0.6) ? iso(near) : null,
      time_zone: zone,
      language: chance.chance(0.2) ? 'ar' : 'en',
      status: age < 7 * DAY_MS ? 'new' : chance.chance(0.3) ? 'contacted' : 'closed',
      trial_tutor_id: tutor?.userId ?? null,
      trial_near: tutor && near !== null ? iso(near) : null,
      converts,
    });
  };
  for (const learner of input.learners) {
    const joined = firstStart.get(learner.user.id);
    if (joined === undefined || !learner.firstOfPayer || !chance.chance(0.35)) continue;
    const near = joined - 8 * DAY_MS;
    const email = learner.payer.email ?? '';
    lead(email, near - chance.int(1, 10) * DAY_MS, learner.payer.time_zone, near, true);
  }
  const span = input.now - input.start;
  const others = Math.round(input.users * 1.1);
  for (let n = 0; n < others; n++) {
    const created = input.start + span * chance.next() ** 0.8;
    const [zone] = chance.weighted(LEARNER_ZONES, ([, , weight]) => weight);
    const near = chance.chance(0.55) ? created + chance.int(1, 7) * DAY_MS : null;
    const name = `${chance.one(FIRST_NAMES)[0]}.${chance.one(LAST_NAMES)}`.toLowerCase();
    lead(`${name}.${n + 1}@example.net`, created, zone, near);
  }
  leads.sort((a, b) => a.created_at.localeCompare(b.created_at));
  leads.forEach((row, index) => (row.id = index + 1));
  return leads;
}

/** A tutor teaching at `at`, drawn at random (none when nobody was). */
function tutorAt(chance: Chance, tutors: PlannedTutor[], at: number): PlannedTutor | null {
  const first = chance.int(0, tutors.length - 1);
  for (let step = 0; step < tutors.length; step++) {
    const tutor = tutors[(first + step) % tutors.length];
    if (tutor && tutor.from <= at && at < tutor.until) return tutor;
  }
  return null;
}
