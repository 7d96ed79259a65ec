import type { UseMutationResult } from '@tanstack/react-query';
import type { LearnerClass, ShownHoliday } from '@iqra/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ClassCard, classHeadingId, type ClassChange } from './class-card.tsx';

/**
 * Whose classes a list changes, and the calls that change them: the learner's own (`child`
 * left out) or a parent's child's, named in what the dialogs say.
 */
export interface ClassChangeHooks {
  child?: string;
  useCancel: () => UseMutationResult<unknown, Error, number>;
  useMove: () => UseMutationResult<unknown, Error, { id: number; starts_at: string }>;
}

/** What a dialog about one class is given: the class, its clock, the rules, whose it is. */
export interface ClassDialogProps {
  item: LearnerClass;
  zone: string;
  noticeHours: number;
  onClosed: (outcome: string | null) => void;
  hooks: ClassChangeHooks;
}

// The dialogs (PrimeReact's Dialog) load when asked for; the Temporal polyfill that reads the
// learner's clock loads with the one that moves a class.
const CancelClassDialog = lazy(() =>
  import('./cancel-class-dialog.tsx').then((module) => ({ default: module.CancelClassDialog })),
);
const MoveClassDialog = lazy(() =>
  import('./move-class-dialog.tsx').then((module) => ({ default: module.MoveClassDialog })),
);

/**
 * Cancelling and moving the classes of a list: `onChange` for each ClassCard, the dialog open
 * (if any), and what the last change did, to announce. When a dialog closes, focus goes to the
 * class it changed (or whose button has gone).
 */
export function useClassChanges(
  hooks: ClassChangeHooks,
  { zone, noticeHours }: { zone: string; noticeHours: number },
): {
  onChange: (change: ClassChange, item: LearnerClass) => void;
  announcement: string;
  dialogs: ReactNode;
} {
  const [changing, setChanging] = useState<{ change: ClassChange; item: LearnerClass } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');

  const closed = (item: LearnerClass) => (outcome: string | null) => {
    setChanging(null);
    if (outcome) setAnnouncement(outcome);
    // The class stays in the list (cancelled, moved, or no longer changeable): focus follows
    // it there when it changed, or when the button that opened the dialog has gone.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (outcome || lost) document.getElementById(classHeadingId(item.id))?.focus();
  };
  const props = changing && {
    item: changing.item,
    zone,
    noticeHours,
    hooks,
    onClosed: closed(changing.item),
  };

  return {
    onChange: (change, item) => setChanging({ change, item }),
    announcement,
    dialogs: props && (
      <Suspense fallback={null}>
        {changing.change === 'cancel' ? (
          <CancelClassDialog {...props} />
        ) : (
          <MoveClassDialog {...props} />
        )}
      </Suspense>
    ),
  };
}

/** What the last change did, said once and shown until the next. */
export function ChangeAnnouncement({ message }: { message: string }) {
  return (
    <p role="status" className={message ? 'mt-2 text-success' : ''}>
      {message && (
        <>
          <i className="pi pi-check-circle me-2" aria-hidden />
          {message}
        </>
      )}
    </p>
  );
}

/** The classes to come, each a card that may be cancelled or moved while the rules allow. */
export function UpcomingClassList({
  items,
  label,
  zone,
  now,
  noticeHours,
  holidays = [],
  onChange,
}: {
  items: LearnerClass[];
  label: string;
  zone: string;
  now: number;
  noticeHours: number;
  /** The school's holidays, for the classes cancelled for one. */
  holidays?: ShownHoliday[];
  onChange: (change: ClassChange, item: LearnerClass) => void;
}) {
  return (
    <ul className="mt-4 space-y-4" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ClassCard
            item={item}
            zone={zone}
            now={now}
            noticeHours={noticeHours}
            holiday={holidays.find((holiday) => holiday.id === item.holiday_id)}
            onChange={onChange}
          />
        </li>
      ))}
    </ul>
  );
}
