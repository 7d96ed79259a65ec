import { Sidebar } from 'primereact/sidebar';
import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ADMIN_SECTIONS } from './resources/index.ts';

function AdminNav({ label, dense = false }: { label: string; dense?: boolean }) {
  const id = useId();
  const height = dense ? 'min-h-8' : 'min-h-11';
  return (
    <nav aria-label={label}>
      <NavLink
        to="/admin"
        end
        className={({ isActive }) =>
          `flex ${height} items-center gap-2 rounded-md px-3 font-semibold ${
            isActive ? 'bg-tint text-primary' : 'hover:bg-tint hover:text-primary'
          }`
        }
      >
        <i className="pi pi-th-large text-sm" aria-hidden />
        Dashboard
      </NavLink>
      {ADMIN_SECTIONS.map((section, index) => (
        <div key={section.title} className={dense ? 'mt-3' : 'mt-4'}>
          <p
            id={`${id}-${index}`}
            className="px-3 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {section.title}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="mt-1">
            {section.screens.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={`/admin/${screen.path}`}
                  className={({ isActive }) =>
                    `flex ${height} items-center gap-2 rounded-md px-3 text-sm ${
                      isActive
                        ? 'bg-tint font-semibold text-primary'
                        : 'hover:bg-tint hover:text-primary'
                    }`
                  }
                >
                  <i className={`pi ${screen.icon} text-sm`} aria-hidden />
                  {screen.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The back office's frame: its menu on the left (a drawer on phones), the screen beside it. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <div className="mx-auto flex w-full max-w-[1440px] gap-8 px-4 py-6 sm:px-6">
      <aside className="hidden w-56 shrink-0 lg:block">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-6">
          <p className="mb-3 px-3 text-lg font-bold text-primary">Back office</p>
          <AdminNav label="Back office" dense />
        </div>
      </aside>
      <main className="min-w-0 flex-1">
        <button
          type="button"
          className="btn btn-outline mb-4 lg:hidden"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <i className="pi pi-bars" aria-hidden />
          Back office menu
        </button>
        <Outlet />
      </main>
      <Sidebar
        visible={menuOpen}
        onHide={() => setMenuOpen(false)}
        position="left"
        className="w-full max-w-xs"
        header={<span className="text-lg font-bold text-primary">Back office</span>}
        blockScroll
      >
        <AdminNav label="Back office (mobile)" />
      </Sidebar>
    </div>
  );
}
