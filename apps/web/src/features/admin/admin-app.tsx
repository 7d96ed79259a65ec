// The back office, by folder: pages/ holds the screens the routes below draw (and what only
// one of them uses); resources/ one file per list screen, saying what it lists and edits;
// components/ the generic pieces those configurations drive (list, form, fields, dialogs);
// api/ the requests and query hooks; utils/ plain functions. admin-frame.tsx is the frame
// with its menu (menu.ts lists it) and the dashboard, which come before this module.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { ScreenWaiting } from './admin-frame.tsx';
import { AdminNotFound } from './pages/not-found-page.tsx';
import { loadResource } from './resources/index.ts';
import './admin.css';

// Each screen's code comes when it is opened: a list does not wait for the page editor's
// sanitizer or the plan forms.
const BookMediaPage = lazy(() =>
  import('./pages/book-media-page.tsx').then((m) => ({ default: m.BookMediaPage })),
);
const CertificatesPage = lazy(() =>
  import('./pages/certificates-page.tsx').then((m) => ({ default: m.CertificatesPage })),
);
const ClassesToRecordPage = lazy(() =>
  import('./pages/classes-to-record-page.tsx').then((m) => ({ default: m.ClassesToRecordPage })),
);
const FamilyPage = lazy(() =>
  import('./pages/family-page.tsx').then((m) => ({ default: m.FamilyPage })),
);
const LearnerPage = lazy(() =>
  import('./pages/learner-page.tsx').then((m) => ({ default: m.LearnerPage })),
);
const PageEditorPage = lazy(() =>
  import('./pages/page-editor-page.tsx').then((m) => ({ default: m.PageEditorPage })),
);
const PaymentPage = lazy(() =>
  import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage })),
);
const PausesPage = lazy(() =>
  import('./pages/pauses-page.tsx').then((m) => ({ default: m.PausesPage })),
);
const PayPage = lazy(() => import('./pages/pay-page.tsx').then((m) => ({ default: m.PayPage })));
const ResourceListPage = lazy(() =>
  import('./pages/resource-list-page.tsx').then((m) => ({ default: m.ResourceListPage })),
);
const SchoolCalendarPage = lazy(() =>
  import('./pages/school-calendar-page.tsx').then((m) => ({ default: m.SchoolCalendarPage })),
);
const SchoolRulesPage = lazy(() =>
  import('./pages/school-rules-page.tsx').then((m) => ({ default: m.SchoolRulesPage })),
);
const SubscriptionPage = lazy(() =>
  import('./pages/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })),
);
const SyllabusPage = lazy(() =>
  import('./pages/syllabus-page.tsx').then((m) => ({ default: m.SyllabusPage })),
);
const TutorLeavePage = lazy(() =>
  import('./pages/tutor-leave-page.tsx').then((m) => ({ default: m.TutorLeavePage })),
);
const TutorWeekPage = lazy(() =>
  import('./pages/tutor-week-page.tsx').then((m) => ({ default: m.TutorWeekPage })),
);

/** A screen whose code is still on its way: its heading, if it has one in the menu, and a loading line. */
const later = (page: ReactNode) => <Suspense fallback={<ScreenWaiting />}>{page}</Suspense>;

/** A list screen: its resource's code is fetched alongside the list's own, not after it. */
function ListScreen() {
  void loadResource(useParams().section);
  return later(<ResourceListPage />);
}

/** The back office's screens under /admin/, but its dashboard (admin-frame.tsx draws it). */
export function AdminScreens() {
  return (
    <Routes>
      <Route path="pages/:slug" element={later(<PageEditorPage />)} />
      <Route path="learners/:id" element={later(<LearnerPage />)} />
      <Route path="families/:id" element={later(<FamilyPage />)} />
      <Route path="subscriptions/:id" element={later(<SubscriptionPage />)} />
      <Route path="payments/:id" element={later(<PaymentPage />)} />
      <Route path="books/:id/media" element={later(<BookMediaPage />)} />
      <Route path="courses/:id/syllabus" element={later(<SyllabusPage />)} />
      <Route path="tutors/:id/week" element={later(<TutorWeekPage />)} />
      <Route path="classes-to-record" element={later(<ClassesToRecordPage />)} />
      <Route path="school-rules" element={later(<SchoolRulesPage />)} />
      <Route path="school-calendar" element={later(<SchoolCalendarPage />)} />
      <Route path="pauses" element={later(<PausesPage />)} />
      <Route path="pay" element={later(<PayPage />)} />
      <Route path="tutor-leave" element={later(<TutorLeavePage />)} />
      <Route path="certificates" element={later(<CertificatesPage />)} />
      <Route path=":section" element={<ListScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
