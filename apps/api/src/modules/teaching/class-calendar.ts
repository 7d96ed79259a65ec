import type { EventAttributes } from 'ics';
import type { CalendarPart } from '../mail/index.ts';
import type { ClassRow } from './class-rows.ts';
import { participantOn, type Participant, type Side } from './participants.ts';

// A class as a calendar event, the same in the private feed and in the invitations mailed with
// a booking, a move or a cancellation: one UID per class for good and a SEQUENCE that grows
// with every change, so a calendar updates the event it has instead of adding another.

/** The alarm every class carries. */
const ALARM_MINUTES = 15;

/** Whose calendar a class is in: its learner's (or a trial family's) or its tutor's. */
export type Viewer = Side;

/** What a calendar shows of a class: for a learner, who teaches; for a tutor, whom. */
export interface ClassEvent {
  id: number;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  title: string;
  link: string | null;
  /** The page where the viewer sees and changes their classes. */
  manageUrl: string;
  /** The class's own title when it says more than the course name. */
  detail: string | null;
}

/**
 * A class row as one of the people in it sees it in a calendar: a side's first person (a feed
 * is its owner's), or the very one mailed. A guardian's event names the child.
 */
export function classEvent(
  row: ClassRow,
  viewer: Viewer | Participant,
  publicUrl: string,
): ClassEvent {
  const person = typeof viewer === 'string' ? participantOn(row, viewer) : viewer;
  const what = row.course ?? row.title;
  const title = person ? `${what} with ${person.withName}` : what;
  return {
    id: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    cancelled: row.status === 'cancelled',
    title: person?.child ? `${person.child}: ${title}` : title,
    link: row.link,
    manageUrl: `${publicUrl}${person?.page ?? ''}`,
    detail: row.title !== what ? row.title : null,
  };
}

/** The event's UID: the class's id at the school's host, the same in every calendar. */
export const classUid = (id: number, publicUrl: string) => `class-${id}@${new URL(publicUrl).host}`;

function attributesOf(event: ClassEvent, publicUrl: string): EventAttributes {
  const description = [
    event.detail,
    event.link ? `Join: ${event.link}` : null,
    `Your classes: ${event.manageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: classUid(event.id, publicUrl),
    sequence: event.sequence,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description,
    ...(event.link ? { location: event.link, url: event.link } : {}),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.cancelled ? 'FREE' : 'BUSY',
    alarms: event.cancelled
      ? []
      : [
          {
            action: 'display',
            description: event.title,
            trigger: { minutes: ALARM_MINUTES, before: true },
          },
        ],
  };
}

/**
 * The calendar's text. The library that writes it is loaded when the first calendar is made:
 * an instance that sends no class mail and serves no feed never holds it.
 */
async function calendarText(
  events: EventAttributes[],
  header: { method: CalendarPart['method']; calName?: string },
): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, { productId: 'iqra/classes', ...header });
  if (error || value === undefined || value === null) {
    throw error ?? new Error('no calendar was made');
  }
  return value;
}

/** The private feed: every event as it stands (METHOD:PUBLISH). */
export function feedCalendar(events: ClassEvent[], publicUrl: string): Promise<string> {
  return calendarText(
    events.map((event) => attributesOf(event, publicUrl)),
    { method: 'PUBLISH', calName: 'Iqra Academy classes' },
  );
}

export interface Party {
  name: string;
  email: string;
}

/**
 * An invitation mailed with a class's news: REQUEST for one class booked or moved, CANCEL for
 * one cancelled (iTIP, RFC 5546: the school organises, the recipient attends), PUBLISH for the
 * many classes of a weekly plan (a REQUEST carries one event; calendars import a PUBLISH).
 */
export async function classInvitation(
  method: CalendarPart['method'],
  events: ClassEvent[],
  people: { organizer: Party; attendee: Party },
  publicUrl: string,
): Promise<CalendarPart> {
  const attributes = events.map((event) => ({
    ...attributesOf(event, publicUrl),
    ...(method === 'PUBLISH'
      ? {}
      : {
          organizer: people.organizer,
          attendees: [
            {
              ...people.attendee,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }),
  }));
  return { method, content: await calendarText(attributes, { method }) };
}
