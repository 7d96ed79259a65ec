/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not words anyone reads */
/** The back office is denser than the public site: smaller buttons beside the usual ones. */
export const smallButton = 'btn btn-outline min-h-9 px-3 py-1 text-sm';
export const smallPrimaryButton = 'btn btn-primary min-h-9 px-3 py-1 text-sm';
export const smallDangerButton =
  'btn min-h-9 border-danger bg-white px-3 py-1 text-sm text-danger hover:bg-[#fef3f2]';
export const iconButton =
  'btn btn-outline min-h-9 min-w-9 px-2 py-1 text-sm disabled:cursor-not-allowed';
