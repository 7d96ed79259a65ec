import { useLingui } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoading } from '../components/page-loading.tsx';
import type { CatalogueName } from './catalogues.ts';
import { hasCatalogue, loadCatalogue } from './i18n.ts';

/**
 * Shows its part of the site once that part's catalogue is loaded (decision 040): an Arabic
 * page loads the learner's, the tutor's or the back office's words only when one of their
 * pages is shown. A page opened there has its catalogue before it hydrates (main.tsx), and
 * the server has them all: this waits only when the visitor moves into the part.
 */
export function WithCatalogue({ name, children }: { name: CatalogueName; children: ReactNode }) {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(() => hasCatalogue(i18n, name));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Should the catalogue not come (the connection dropped), the page shows in English
    // rather than wait for ever: each message keeps its English.
    const show = () => {
      if (live) setReady(true);
    };
    void loadCatalogue(i18n, name).then(show, show);
    return () => {
      live = false;
    };
  }, [i18n, name, ready]);
  return ready ? children : <PageLoading />;
}
