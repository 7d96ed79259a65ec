/**
 * My Books' heading row, as tall with its sort menu as without (while loading, or with no
 * books): the list under it does not move when the menu appears.
 */
export const BOOKS_HEADING_ROW_CLASS = 'flex min-h-11 flex-wrap items-center justify-between gap-3';
