import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Notify } from '../components/resource-config.ts';
import { downloadFile } from '../../../lib/download.ts';
import { actionErrorMessage } from './queries.ts';

/** A download of the API's (a CSV export, a résumé): busy meanwhile, then told how it went. */
export function useDownload(notify: Notify) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, fallbackName: string) => {
    setBusy(true);
    try {
      const name = await downloadFile(path, fallbackName);
      notify({ success: t`Downloaded ${name}.` });
    } catch (error) {
      notify({ error: actionErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
