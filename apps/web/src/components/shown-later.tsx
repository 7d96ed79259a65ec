import type { DialogProps } from 'primereact/dialog';
import type { SidebarProps } from 'primereact/sidebar';
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component that is shown now and then (a dialog, a drawer), whose code comes the first time
 * it is shown (`visible`), not with the page. Rendered from then on, so that it can animate
 * closed.
 */
export function shownLater<Props extends { visible?: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Component = lazy(load) as unknown as ComponentType<Props>;
  return function ShownLater(props: Props) {
    const [wanted, setWanted] = useState(props.visible);
    if (props.visible && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** Fetches the drawer's code ahead: call it when a pointer or focus reaches its button. */
export const loadDrawer = () => import('./drawer.tsx');

/** PrimeReact's Sidebar (and PrimeReact), loaded when it first opens. */
export const DrawerLater = shownLater<SidebarProps>(loadDrawer);

/** PrimeReact's Dialog (and PrimeReact), loaded when it first opens. */
export const DialogLater = shownLater<DialogProps>(() => import('./dialog.tsx'));
