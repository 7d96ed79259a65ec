import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';

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
