import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSignOut } from '../../lib/session.ts';

/** Revokes the token on the server, forgets it here, then goes home (docs/decisions/003). */
export function LogoutPage() {
  const { t } = useLingui();
  usePageMeta(t`Signing out`);
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Strict mode runs effects twice in development; one revocation is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);

  return <PageLoading />;
}
