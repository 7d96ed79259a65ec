import { expect, expectAccessible, holdRequests, nextAlert, test } from '../support/index.ts';
import { REQUEST_FAILED } from './home.ts';

test.describe('Request a Demo', () => {
  test('opens from Book a Free Demo and Cancel closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(dialog.getByRole('button', { name: 'Request' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a valid email is sent and the dialog closes without a message', async ({ page }) => {
    let alerted = false;
    page.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    // Held until the in-progress state has been seen; then it reaches the real server.
    const release = await holdRequests(page, '**/api/request-demo');
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await dialog.getByLabel('Email').fill('parent@example.com');
    const answer = page.waitForResponse('**/api/request-demo');
    await dialog.getByRole('button', { name: 'Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Request' })).toBeDisabled();
    release();
    expect((await answer).status()).toBe(201);
    await expect(dialog).toBeHidden();
    expect(alerted).toBe(false);

    // Opened again, it starts empty.
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
  });

  test('an email the server refuses gives the spec’s alert and the dialog stays open', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await dialog.getByLabel('Email').fill('nope');
    const alert = nextAlert(page);
    const answer = page.waitForResponse('**/api/request-demo');
    await dialog.getByRole('button', { name: 'Request' }).click();
    expect((await answer).status()).toBe(422);
    expect(await alert).toBe(REQUEST_FAILED);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('nope');
  });

  test('works from the keyboard alone and gives focus back', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Book a Free Demo' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the video viewer', () => {
  test('plays the home video full screen and closes with Escape or its close button', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Watch the video' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: /short film/ });
    await expect(viewer).toBeVisible();
    const video = viewer.locator('video');
    await expect(video).toHaveAttribute('src', /\/images\/home\/video\.mp4$/);
    await expect(video).toHaveAttribute('poster', '/images/home/video-thumbnail.jpg');
    await expect(video).toHaveJSProperty('controls', true);
    // Half the screen's width on a desktop screen.
    const box = await video.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width / 2 + 1);
    // No thumbnails, indicators or item navigators.
    await expect(viewer.locator('.p-galleria-thumbnail-wrapper')).toHaveCount(0);
    await expect(viewer.locator('.p-galleria-indicators')).toHaveCount(0);
    await expect(viewer.locator('.p-galleria-item-nav')).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('once closed, it leaves Escape to the demo dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    const viewer = page.getByRole('dialog', { name: /short film/ });
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewer).toBeHidden();
  });

  test('keeps the keyboard inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    const viewer = page.getByRole('dialog', { name: /short film/ });
    const close = viewer.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(viewer.locator('video')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
  });
});
