// The back office, by folder: pages/ holds the screens the routes below draw (and what only
// one of them uses); resources/ one file per list screen, saying what it lists and edits
// (teaching-screens.ts names the menu's screens that are not lists);
// components/ the generic pieces those configurations drive (list, form, fields, dialogs);
// api/ the requests and query hooks; utils/ plain functions. admin-layout.tsx is the frame
// with its menu, built from resources/index.ts.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { AdminNotFound } from './pages/not-found-page.tsx';
import './admin.css';

// Each screen's code comes when it is opened: the dashboard, the back office's first page,
// does not wait for the data table, the page editor's sanitizer or the plan forms.
const BookMediaPage = lazy(() =>
  import('./pages/book-media-page.tsx').then((m) => ({ default: m.BookMediaPage })),
);
const ClassesToRecordPage = lazy(() =>
  import('./pages/classes-to-record-page.tsx').then((m) => ({ default: m.ClassesToRecordPage })),
);
const LearnerPage = lazy(() =>
  import('./pages/learner-page.tsx').then((m) => ({ default: m.LearnerPage })),
);
const PageEditorPage = lazy(() =>
  import('./pages/page-editor-page.tsx').then((m) => ({ default: m.PageEditorPage })),
);
const ResourceListPage = lazy(() =>
  import('./pages/resource-list-page.tsx').then((m) => ({ default: m.ResourceListPage })),
);
const SchoolRulesPage = lazy(() =>
  import('./pages/school-rules-page.tsx').then((m) => ({ default: m.SchoolRulesPage })),
);
const SubscriptionPage = lazy(() =>
  import('./pages/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })),
);
const TutorWeekPage = lazy(() =>
  import('./pages/tutor-week-page.tsx').then((m) => ({ default: m.TutorWeekPage })),
);

/** A screen whose code is still on its way: the loading state, a screen tall. */
const later = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** The staff back office under /admin (loaded on its own, behind RequireAdmin). */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="pages/:slug" element={later(<PageEditorPage />)} />
        <Route path="learners/:id" element={later(<LearnerPage />)} />
        <Route path="subscriptions/:id" element={later(<SubscriptionPage />)} />
        <Route path="books/:id/media" element={later(<BookMediaPage />)} />
        <Route path="tutors/:id/week" element={later(<TutorWeekPage />)} />
        <Route path="classes-to-record" element={later(<ClassesToRecordPage />)} />
        <Route path="school-rules" element={later(<SchoolRulesPage />)} />
        <Route path=":section" element={later(<ResourceListPage />)} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
