import { Route, Routes, useParams } from 'react-router';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { AdminLayout } from './admin-layout.tsx';
import { BookMediaPage } from './pages/book-media-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { LearnerPage } from './pages/learner-page.tsx';
import { PageEditorPage } from './pages/page-editor-page.tsx';
import { ResourceList } from './components/list/resource-list.tsx';
import { resourceByPath } from './resources/index.ts';
import { SubscriptionPage } from './pages/subscription-page.tsx';
import './admin.css';

export function AdminNotFound() {
  usePageMeta('Not found · Back office');
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">Nothing here</h1>
      <p className="mt-2 text-muted">This back-office screen does not exist, or no longer does.</p>
      <Link to="/admin" className="btn btn-primary mt-6">
        Back to the dashboard
      </Link>
    </>
  );
}

function ResourceListPage() {
  const { section } = useParams();
  const config = resourceByPath(section);
  usePageMeta(config ? `${config.title} · Back office` : 'Not found · Back office');
  if (!config) return <AdminNotFound />;
  // Keyed by screen: another resource starts with its own search, filters and dialogs.
  return <ResourceList key={config.path} config={config} />;
}

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
        <Route path=":section" element={<ResourceListPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
