import { useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ResourceList } from '../components/list/resource-list.tsx';
import type { ResourceConfig } from '../components/resource-config.ts';
import { loadResource } from '../resources/index.ts';
import { AdminNotFound } from './not-found-page.tsx';

/** /admin/<section>: the list screen of the resource at that address, once its code is here. */
export function ResourceListPage() {
  const { section } = useParams();
  const config = use(loadResource(section));
  return <ResourceListScreen key={section} config={config} />;
}

// Keyed by screen: another resource starts with its own search, filters and dialogs.
function ResourceListScreen({ config }: { config: ResourceConfig | undefined }) {
  const { t, i18n } = useLingui();
  const title = config ? i18n._(config.title) : '';
  usePageMeta(config ? t`${title} · Back office` : t`Not found · Back office`);
  if (!config) return <AdminNotFound />;
  return <ResourceList config={config} />;
}
