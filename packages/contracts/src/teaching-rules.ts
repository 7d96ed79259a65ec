// Teaching's words and rules that are plain values, apart from the schemas: a page that only
// shows classes (the learner's) reads these without loading zod and every class schema.

export const CLASS_KINDS = ['regular', 'makeup', 'trial'] as const;
export type ClassKind = (typeof CLASS_KINDS)[number];
export const CLASS_STATUSES = ['scheduled', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CANCELLED_BY = ['learner', 'tutor', 'staff'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export const ATTENDANCE = ['present', 'late', 'absent', 'excused', 'tutor_absent'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** How each attendance value reads, in the order a tutor is offered them. */
export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
  tutor_absent: 'Tutor absent',
};

/** Attendance that gives the learner a make-up class: the class did not happen through us. */
export const OWED_ATTENDANCE: readonly Attendance[] = ['tutor_absent'];

/** Attendance with a lesson to record: the learner was there. */
export const ATTENDED: readonly Attendance[] = ['present', 'late'];

/** A class opens for joining this long before it starts, and stays open until it ends. */
export const JOIN_OPENS_MINUTES = 10;

/** True while a class's Join button works: from 10 minutes before the start to the end. */
export function canJoin(
  item: { starts_at: string; ends_at: string; status: ClassStatus },
  now = Date.now(),
): boolean {
  if (item.status !== 'scheduled') return false;
  const opens = Date.parse(item.starts_at) - JOIN_OPENS_MINUTES * 60_000;
  return now >= opens && now < Date.parse(item.ends_at);
}
