import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ResourceList } from '../components/list/resource-list.tsx';
import { resourceByPath } from '../resources/index.ts';
import { AdminNotFound } from './not-found-page.tsx';

/** /admin/<section>: the list screen of the resource at that address. */
export function ResourceListPage() {
  const { section } = useParams();
  const config = resourceByPath(section);
  usePageMeta(config ? `${config.title} · Back office` : 'Not found · Back office');
  if (!config) return <AdminNotFound />;
  // Keyed by screen: another resource starts with its own search, filters and dialogs.
  return <ResourceList key={config.path} config={config} />;
}
