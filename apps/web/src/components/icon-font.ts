import iconFont from '../styles/generated/primeicons.woff2?url';
import workIconFont from '../styles/generated/primeicons-work.woff2?url';

/**
 * PrimeIcons' font (cut to the icons the app names), for the pages whose first screen shows an
 * icon to preload: the frame's own icons are inline (`frame-icon.tsx`), so a page without
 * icons of its own never loads it. Preloaded, an icon is drawn at once in its place (the font
 * is `block`): nothing moves when it comes.
 */
export const ICON_FONT = iconFont;

/** The icons only the back office and /teach show, a file of their own. */
export const WORK_ICON_FONT = workIconFont;
