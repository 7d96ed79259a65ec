// The back office, by folder: pages/ holds the screens the routes below draw (and what only
// one of them uses); resources/ one file per list screen, saying what it lists and edits
// (teaching-screens.ts names the menu's screens that are not lists);
// components/ the generic pieces those configurations drive (list, form, fields, dialogs);
// api/ the requests and query hooks; utils/ plain functions. admin-layout.tsx is the frame
// with its menu, built from resources/index.ts.
import { Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout.tsx';
import { BookMediaPage } from './pages/book-media-page.tsx';
import { ClassesToRecordPage } from './pages/classes-to-record-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { LearnerPage } from './pages/learner-page.tsx';
import { AdminNotFound } from './pages/not-found-page.tsx';
import { PageEditorPage } from './pages/page-editor-page.tsx';
import { ResourceListPage } from './pages/resource-list-page.tsx';
import { SchoolRulesPage } from './pages/school-rules-page.tsx';
import { SubscriptionPage } from './pages/subscription-page.tsx';
import { TutorWeekPage } from './pages/tutor-week-page.tsx';
import './admin.css';

/** The staff back office under /admin (loaded on its own, behind RequireAdmin). */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="pages/:slug" element={<PageEditorPage />} />
        <Route path="learners/:id" element={<LearnerPage />} />
        <Route path="subscriptions/:id" element={<SubscriptionPage />} />
        <Route path="books/:id/media" element={<BookMediaPage />} />
        <Route path="tutors/:id/week" element={<TutorWeekPage />} />
        <Route path="classes-to-record" element={<ClassesToRecordPage />} />
        <Route path="school-rules" element={<SchoolRulesPage />} />
        <Route path=":section" element={<ResourceListPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
