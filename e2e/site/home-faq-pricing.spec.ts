import type { Tier } from '@iqra/contracts';
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, holdTheApp, test, untilHydrated } from '../support/index.ts';
import { section } from './home.ts';

test.describe('FAQ', () => {
  test('one question is open at a time; a second click closes it', async ({ page, siteApi }) => {
    const faqs = await siteApi.faqs();
    await page.goto('/');
    const [first, second] = [faqs[0]!, faqs[1]!];
    const firstButton = page.getByRole('button', { name: first.question });
    const secondButton = page.getByRole('button', { name: second.question });

    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();
    await expectAccessible(page);

    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(page.getByText(first.answer)).toBeHidden();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(second.answer)).toBeHidden();
  });

  test('a question pressed before the page has started opens once it has', async ({
    page,
    siteApi,
  }) => {
    const [first] = await siteApi.faqs();
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: first!.question });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first!.answer)).toBeVisible();
  });

  test('a question pressed while React takes the page over opens, once', async ({
    page,
    siteApi,
  }) => {
    // React answers a press itself from the moment it starts taking the page over: it takes
    // over the part pressed first. Pressed then, the question opens, and is not pressed twice.
    const [first] = await siteApi.faqs();
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate((question) => {
      const button = Array.from(document.querySelectorAll('button')).find((each) =>
        each.textContent?.includes(question),
      )!;
      const observer = new MutationObserver(() => {
        const phase = document.documentElement.dataset.phase;
        if (phase === 'shown') return;
        observer.disconnect();
        button.click();
        document.body.dataset.pressedWhile = phase;
      });
      observer.observe(document.documentElement, { attributes: true });
    }, first!.question);
    release();

    await expect(page.locator('body')).toHaveAttribute('data-pressed-while', 'hydrating');
    const button = page.getByRole('button', { name: first!.question });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first!.answer)).toBeVisible();
    // Pressed once: it stays open.
    await untilHydrated(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('works from the keyboard', async ({ page, siteApi }) => {
    const faqs = await siteApi.faqs();
    await page.goto('/');
    const firstButton = page.getByRole('button', { name: faqs[0]!.question });
    const secondButton = page.getByRole('button', { name: faqs[1]!.question });
    await firstButton.focus();
    await page.keyboard.press('Enter');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(secondButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The open tab's plan cards are these tiers, in order, one of them marked Most popular. */
async function expectTiers(pricing: Locator, tiers: Tier[]) {
  const panel = pricing.getByRole('tabpanel');
  const cards = panel.locator('ul').first().locator(':scope > li');
  await expect(cards).toHaveCount(tiers.length);
  for (const [index, tier] of tiers.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(tier.name);
    await expect(card).toContainText(`$${tier.price}/month`);
    await expect(card.getByRole('link', { name: /^Enroll now/ })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(card.getByText('Most popular')).toHaveCount(tier.featured ? 1 : 0);
  }
  await expect(panel.getByText('Most popular')).toHaveCount(1);
}

test('pricing shows the 30-minute plans first and the 60-minute plans on their tab', async ({
  page,
  siteApi,
}) => {
  const groups = await siteApi.tierGroups();
  await page.goto('/');
  const pricing = section(page, 'Simple monthly plans');
  const thirty = pricing.getByRole('tab', { name: '30 Minutes' });
  const sixty = pricing.getByRole('tab', { name: '60 Minutes' });
  await expect(thirty).toHaveAttribute('aria-selected', 'true');
  await expect(sixty).toHaveAttribute('aria-selected', 'false');

  expect(groups[0]!.tiers).toHaveLength(4);
  await expectTiers(pricing, groups[0]!.tiers);
  await expectAccessible(page);

  await sixty.click();
  await expect(sixty).toHaveAttribute('aria-selected', 'true');
  await expect(thirty).toHaveAttribute('aria-selected', 'false');
  await expectTiers(pricing, groups[1]!.tiers);
  // The 30-minute plans are out of sight (in the page, in their hidden panel).
  await expect(pricing.getByText(`$${groups[0]!.tiers[0]!.price}`, { exact: true })).toBeHidden();

  // From the keyboard: the arrow keys move between the tabs and select them.
  await expect(sixty).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(thirty).toBeFocused();
  await expect(thirty).toHaveAttribute('aria-selected', 'true');
  await expectTiers(pricing, groups[0]!.tiers);
  await page.keyboard.press('End');
  await expect(sixty).toHaveAttribute('aria-selected', 'true');
});
