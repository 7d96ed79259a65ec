import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ADMIN_MENU } from '../menu.ts';

/** The back office's front page: every screen, grouped, with a line on what it is for. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Back office`);
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">
        <Trans>Back office</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-muted">
        <Trans>
          Everything the site shows, and everything learners and visitors send us. Changes show on
          the site as soon as they are saved.
        </Trans>
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {ADMIN_MENU.map((section, index) => (
          <section key={section.title.id} className="card p-5" aria-labelledby={`dash-${index}`}>
            <h2 id={`dash-${index}`} className="text-lg">
              {i18n._(section.title)}
            </h2>
            <ul className="mt-3 space-y-3">
              {section.screens.map((screen) => (
                <li key={screen.path}>
                  <Link
                    to={`/admin/${screen.path}`}
                    className="flex items-center gap-2 font-semibold text-primary hover:underline"
                  >
                    <i className={`pi ${screen.icon} text-sm`} aria-hidden />
                    {i18n._(screen.title)}
                  </Link>
                  <p className="text-sm text-muted">{i18n._(screen.description)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
