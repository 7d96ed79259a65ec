import iconFont from '../styles/generated/primeicons.woff2?url';

/**
 * PrimeIcons' font (cut to the icons the app names), for the pages whose first screen shows an
 * icon to preload: the frame's own icons are inline (`frame-icon.tsx`), so a page without
 * icons of its own never loads it.
 */
export const ICON_FONT = iconFont;
