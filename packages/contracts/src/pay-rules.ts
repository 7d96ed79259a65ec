// Tutors' pay: the plain values its rules are made of, apart from the schemas.

/**
 * What became of a class, as pay reads it: its attendance once recorded, or who cancelled it.
 * A class not recorded yet is none of these and is never paid until it is.
 */
export const PAY_OUTCOMES = [
  'present',
  'late',
  'absent',
  'excused',
  'tutor_absent',
  'cancelled_by_learner',
  'cancelled_by_tutor',
  'cancelled_by_staff',
] as const;
export type PayOutcome = (typeof PAY_OUTCOMES)[number];

/**
 * The school's rule until it writes its own: the tutor is paid when the learner came (on time or
 * late), stayed away without notice, or was excused inside the notice window; not when the tutor
 * was absent or the class was cancelled.
 */
export const DEFAULT_PAID_OUTCOMES: readonly PayOutcome[] = [
  'present',
  'late',
  'absent',
  'excused',
];

/** How each outcome reads on the settings screen and a statement. */
export const PAY_OUTCOME_LABELS: Record<PayOutcome, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Learner absent without notice',
  excused: 'Learner excused inside the notice window',
  tutor_absent: 'Tutor absent',
  cancelled_by_learner: 'Cancelled by the learner',
  cancelled_by_tutor: 'Cancelled by the tutor',
  cancelled_by_staff: 'Cancelled by staff',
};

/** How a rate is given: a price per 30- and per 60-minute class, or per hour. */
export const PAY_BASES = ['per_class', 'per_hour'] as const;
export type PayBasis = (typeof PAY_BASES)[number];
