// The school's year (decision 049): its holidays, learners' pauses, seasonal timetables and
// tutors' leave. The values the database keeps and the API speaks.

/** A holiday of the school's calendar: one of the two Eids of a Hijri year, or a closure. */
export const HOLIDAY_KINDS = ['eid_al_fitr', 'eid_al_adha', 'closure'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** What a learner gets for a class a holiday takes: the plan's end moves on, or a make-up. */
export const HOLIDAY_RULES = ['extend_plan', 'makeup_credit'] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

/** A pause a learner (or parent) asked for: granted by the school's rule or by staff. */
export const PAUSE_STATUSES = ['requested', 'granted', 'refused', 'withdrawn'] as const;
export type PauseStatus = (typeof PAUSE_STATUSES)[number];

/** A seasonal timetable proposed for a range of a weekly plan. */
export const SEASON_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

/** A tutor's leave: asked for by the tutor (or entered by staff), approved by staff. */
export const LEAVE_STATUSES = ['requested', 'approved', 'refused', 'withdrawn'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
