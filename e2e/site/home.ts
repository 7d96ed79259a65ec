import type { Page } from '@playwright/test';

/** A section of the home page, by its heading. */
export const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/** What the home page says when the server refuses a request. */
export const REQUEST_FAILED = 'There was an error processing your request. Please try again later.';
