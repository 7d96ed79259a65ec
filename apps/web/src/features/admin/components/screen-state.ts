import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import type { ScreenLink } from '../menu.ts';
import type { Notice } from './resource-config.ts';

/**
 * What a screen of the menu that lists rows with actions starts with: its title and line in the
 * page's language (the document's title too), the notice its actions report to, and the error
 * to show, the notice's or the list's own when it could not be read.
 */
export function useScreenState(screen: ScreenLink, listError: unknown) {
  const { t, i18n } = useLingui();
  const title = i18n._(screen.title);
  const description = i18n._(screen.description);
  usePageMeta(t`${title} · Back office`);
  const [notice, setNotice] = useState<Notice>({});
  const error = notice.error ?? (listError ? actionErrorMessage(listError) : undefined);
  return { title, description, notice, setNotice, error };
}
