import type { Page } from '@playwright/test';

/** The header's account menu button of a signed-in learner. */
export const avatarMenu = (page: Page) => page.getByRole('button', { name: /account menu/ });
