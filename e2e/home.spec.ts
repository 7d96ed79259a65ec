import type { Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  signInAsDemoStudent,
  test,
  waitForMail,
} from './support.ts';

const REQUEST_FAILED = 'There was an error processing your request. Please try again later.';

interface Product {
  slug: string;
  name: string;
  description: string;
}
interface Tier {
  name: string;
  price: number;
  featured: boolean;
}

/** The text of the next browser alert, which is accepted. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

/** A small file that really is a PDF (the server checks the content, not the name). */
async function writePdf(): Promise<string> {
  const file = path.join(os.tmpdir(), `iqra-resume-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(
    file,
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return file;
}

/**
 * Lazy images load when scrolled near; bring each into view once (on a phone's width, where
 * the page is longest) so the full-page screenshots show them, then go back to the top.
 */
async function loadLazyImages(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const image of await page.locator('main img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the home page shows every section, in order, with the server’s data', async ({
  page,
  request,
  consoleErrors,
}) => {
  const featured = (
    (await (await request.get('/api/products/featured')).json()) as {
      data: Product[];
    }
  ).data;
  const testimonials = (
    (await (await request.get('/api/testimonials')).json()) as {
      data: { name: string; testimonial: string }[];
    }
  ).data;
  const faqs = (
    (await (await request.get('/api/faqs')).json()) as {
      data: { question: string }[];
    }
  ).data;

  await page.goto('/');
  await expect(page).toHaveTitle('Learn Quran, Arabic and Islamic Studies Online | Iqra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // Landing header: welcome line, title, description, both calls to action, the hero image.
  await expect(page.getByText('Welcome to Iqra Academy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a Free Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch the video' })).toBeVisible();
  const hero = page.locator('img[src="/images/home/header.jpg"]');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveJSProperty('complete', true);
  const heroBox = await hero.boundingBox();
  expect(heroBox!.width).toBeLessThanOrEqual(366);
  expect(heroBox!.height / heroBox!.width).toBeCloseTo(400 / 266, 1);

  // Featured courses: one card per featured course, each linking to its page, plus See More.
  const courses = section(page, 'Courses to match your needs');
  await expect(courses.getByText(/beginners to advanced/)).toBeVisible();
  for (const product of featured) {
    const link = page.getByRole('link', { name: product.name, exact: true });
    await expect(courses.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
      'href',
      `/courses/${product.slug}`,
    );
    const card = courses.getByRole('listitem').filter({ has: link });
    const previewText = `${product.description.slice(0, 70)}...`;
    await expect(card.getByText(previewText, { exact: true })).toBeVisible();
    expect(previewText).toHaveLength(73);
  }
  await expect(courses.getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/courses');

  // Why us: the spec's six features.
  const features = section(page, 'Why us');
  for (const name of [
    'Native Arabic tutors',
    'Flexible scheduling',
    'Interactive learning',
    'Certified tutors',
    'Comprehensive curriculum',
    '24/7 support',
  ]) {
    await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(features.getByText(/Al-Azhar certified/)).toBeVisible();

  // Stats, word for word.
  const stats = section(page, 'Iqra in numbers');
  for (const [name, value] of [
    ['Students enrolled', '+ 1M'],
    ['Courses available', '+ 500'],
    ['Languages supported', '5'],
  ]) {
    await expect(stats.getByRole('term').filter({ hasText: name })).toBeVisible();
    await expect(stats.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  }

  // Testimonials: all of them, two to a column, each with the default avatar.
  const saying = page.locator('#testimonials');
  await expect(saying.getByRole('heading', { level: 2 })).toHaveText('What people are saying');
  await expect(saying.locator('blockquote')).toHaveCount(testimonials.length);
  for (const item of testimonials) {
    await expect(saying.getByText(item.testimonial)).toBeVisible();
  }
  const columns = saying.locator('ul');
  await expect(columns).toHaveCount(Math.ceil(testimonials.length / 2));
  await expect(columns.first().getByRole('listitem')).toHaveCount(2);
  await expect(saying.locator('img[src="/images/default-avatar.png"]')).toHaveCount(
    testimonials.length,
  );

  // FAQ block with its image and the job-application panel.
  const faq = section(page, 'Frequently asked questions');
  for (const item of faqs) {
    await expect(faq.getByRole('button', { name: item.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await expect(faq.locator('img[src="/images/home/faqs.jpg"]')).toBeVisible();
  await expect(faq.getByRole('heading', { name: 'Want to work with us?' })).toBeVisible();

  // Pricing and contact follow.
  await expect(page.getByRole('tab', { name: '30 Minutes' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's talk" })).toBeVisible();

  // The sections come in the spec's order.
  await expect(page.locator('main h2')).toHaveText([
    'Courses to match your needs',
    'Why us',
    'Iqra in numbers',
    'What people are saying',
    'Frequently asked questions',
    'Simple monthly plans',
    'Get in touch',
  ]);

  await expectAccessible(page);
  await loadLazyImages(page);
  await screenshotBothWidths(page, 'home');
  expect(consoleErrors).toEqual([]);
});

test('See More and the course cards lead to the courses (a guest is asked to sign in)', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL('/login');

  await signInAsDemoStudent(page, request);
  await page.goto('/');
  await page.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL('/courses');

  await page.goto('/');
  await page.getByRole('link', { name: 'Tajweed', exact: true }).click();
  await expect(page).toHaveURL('/courses/tajweed');
});

test('the logo link is named by the words it shows, then where it goes', async ({ page }) => {
  await page.goto('/about-us');
  const logo = page.getByRole('banner').getByRole('link').first();
  // The Arabic word shows from 640 px up; the name must contain whatever is visible.
  for (const [width, shown] of [
    [1440, 'Iqra اقرأ'],
    [375, 'Iqra'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(logo).toHaveAccessibleName(new RegExp(`^${shown} ?, home$`));
  }
  await logo.click();
  await expect(page).toHaveURL('/');
});

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
    // Held briefly, so the in-progress state can be seen; then it reaches the real server.
    await page.route('**/api/request-demo', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
    await dialog.getByLabel('Email').fill('parent@example.com');
    const answer = page.waitForResponse('**/api/request-demo');
    await dialog.getByRole('button', { name: 'Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Request' })).toBeDisabled();
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

test.describe('FAQ', () => {
  test('one question is open at a time; a second click closes it', async ({ page, request }) => {
    const faqs = (
      (await (await request.get('/api/faqs')).json()) as {
        data: { question: string; answer: string }[];
      }
    ).data;
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

  test('works from the keyboard', async ({ page, request }) => {
    const faqs = (
      (await (await request.get('/api/faqs')).json()) as {
        data: { question: string }[];
      }
    ).data;
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

test('pricing shows the 30-minute plans first and the 60-minute plans on their tab', async ({
  page,
  request,
}) => {
  const groups = (
    (await (await request.get('/api/tiers')).json()) as {
      data: { tiers: Tier[] }[];
    }
  ).data;
  await page.goto('/');
  const pricing = section(page, 'Simple monthly plans');
  const thirty = pricing.getByRole('tab', { name: '30 Minutes' });
  const sixty = pricing.getByRole('tab', { name: '60 Minutes' });
  await expect(thirty).toHaveAttribute('aria-selected', 'true');
  await expect(sixty).toHaveAttribute('aria-selected', 'false');

  const expectTiers = async (tiers: Tier[]) => {
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
  };

  expect(groups[0]!.tiers).toHaveLength(4);
  await expectTiers(groups[0]!.tiers);
  await expectAccessible(page);

  await sixty.click();
  await expect(sixty).toHaveAttribute('aria-selected', 'true');
  await expect(thirty).toHaveAttribute('aria-selected', 'false');
  await expectTiers(groups[1]!.tiers);
  await expect(pricing.getByText(`$${groups[0]!.tiers[0]!.price}`, { exact: true })).toHaveCount(0);

  // From the keyboard: the arrow keys move between the tabs and select them.
  await expect(sixty).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(thirty).toBeFocused();
  await expect(thirty).toHaveAttribute('aria-selected', 'true');
  await expectTiers(groups[0]!.tiers);
  await page.keyboard.press('End');
  await expect(sixty).toHaveAttribute('aria-selected', 'true');
});

test.describe('Want to work with us?', () => {
  test('an empty email is refused in the browser and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/request-job')) sent = true;
    });
    await page.goto('/');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await alert).toBe('Please enter your email.');
    expect(sent).toBe(false);
  });

  test('an email and a PDF resume are sent, then the form is cleared', async ({ page }) => {
    const pdf = await writePdf();
    await page.goto('/');
    const email = page.getByLabel('Your Email');
    const resume = page.getByLabel('Your Resume');
    await expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await email.fill('tutor@example.com');
    await resume.setInputFiles(pdf);
    const alert = nextAlert(page);
    const answer = page.waitForResponse('**/api/request-job');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(201);
    expect(await alert).toBe('Your request has been sent successfully!');
    await expect(email).toHaveValue('');
    await expect(resume).toHaveValue('');
  });

  test('a file that is not really a PDF gives the failure alert', async ({ page }) => {
    const fake = path.join(os.tmpdir(), `iqra-not-a-pdf-${Date.now()}.pdf`);
    await writeFile(fake, await readFile('apps/web/public/images/default-avatar.png'));
    await page.goto('/');
    await page.getByLabel('Your Email').fill('tutor@example.com');
    await page.getByLabel('Your Resume').setInputFiles(fake);
    const alert = nextAlert(page);
    const answer = page.waitForResponse('**/api/request-job');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(422);
    expect(await alert).toBe(REQUEST_FAILED);
    await expect(page.getByLabel('Your Email')).toHaveValue('tutor@example.com');
  });
});

test('the contact form checks each field, sends the message, tells staff, and clears itself', async ({
  page,
}) => {
  await page.goto('/');
  const contact = section(page, 'Get in touch');
  const send = contact.getByRole('button', { name: "Let's talk" });

  // Empty: a message under each field, and nothing sent.
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await send.click();
  await expect(contact.getByText('The first name field is required.')).toBeVisible();
  await expect(contact.getByText('The message field is required.')).toBeVisible();
  await expect(contact.getByText('Please agree to the privacy policy.')).toBeVisible();
  expect(posted).toBe(false);
  await expectAccessible(page);

  await contact.getByLabel('First name').fill('Amina');
  await expect(contact.getByText('The first name field is required.')).toBeHidden();
  await contact.getByLabel('Last name').fill('Rahman');
  await contact.getByLabel('Email').fill('amina@example.com');
  const prefix = contact.getByLabel('Country');
  await expect(prefix.locator('option')).toHaveText(['US', 'CA', 'EU']);
  await prefix.selectOption('CA');
  await contact.getByLabel('Phone number').fill('416 555 0100');
  await contact.getByLabel('Message').fill('Salam! My son is 7 and would like to start Qaida.');
  const agree = contact.getByRole('switch', { name: /privacy policy/ });
  await expect(contact.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await agree.check();

  const answer = page.waitForResponse('**/api/contact');
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you! We have received your message and will reply soon.',
  );
  await expect(contact.getByLabel('First name')).toHaveValue('');
  await expect(agree).not.toBeChecked();
  const mail = await waitForMail('staff@iqra.example', 'Contact form: Amina Rahman');
  expect(mail.text).toContain('My son is 7');
  expect(mail.text).toContain('CA 416 555 0100');
});

/**
 * Keeps a list of every position the page scrolls to, from before the app's first script runs
 * (read it with `scrollsSoFar`).
 */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { iqraScrolls: seen });
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
}

const scrollsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { iqraScrolls: number[] }).iqraScrolls);

test.describe('the home page stays where the visitor is', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`nothing scrolls it in the 4 s after load, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordScrolls(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      // Every section has arrived, the pricing tabs (which used to pull the page down to
      // themselves once their plans loaded) included.
      await expect(page.getByRole('tab', { name: '30 Minutes' })).toBeVisible();
      await expect(page.getByRole('button', { name: "Let's talk" })).toBeAttached();
      // Watching for a while is the point here: nothing may move the page on its own.
      await page.waitForTimeout(4_000);
      expect(await scrollsSoFar(page)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      if (viewport.width === 375) {
        // Pictures far below the fold wait until the visitor comes near them.
        expect(requested).not.toContain('/images/home/faqs.jpg');
      }
    });
  }
});

test.describe('/#testimonials', () => {
  /**
   * Every animation frame from now until the pricing tabs and the contact form are on the
   * page and one more second has passed: the frames in which the heading was out of view.
   */
  const framesOutOfView = (page: Page) =>
    page.evaluate(async () => {
      const heading = document.getElementById('testimonials-title');
      const out: { scrollY: number; top: number }[] = [];
      const arrived = () =>
        document.querySelector('[role="tab"]') !== null &&
        Array.from(document.querySelectorAll('button')).some(
          (button) => button.textContent === "Let's talk",
        );
      let until = Number.POSITIVE_INFINITY;
      while (performance.now() < until) {
        const box = heading?.getBoundingClientRect();
        if (!box || box.top < 0 || box.bottom > window.innerHeight) {
          out.push({ scrollY: Math.round(window.scrollY), top: Math.round(box?.top ?? NaN) });
        }
        if (until === Number.POSITIVE_INFINITY && arrived()) until = performance.now() + 1_000;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return out;
    });

  /** Holds the sections below the testimonials (FAQ, pricing) until `release` is called. */
  async function holdSectionsBelow(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(faqs|tiers)(\?.*)?$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('opening the address scrolls the testimonials into view, and they stay', async ({
    page,
  }) => {
    const release = await holdSectionsBelow(page);
    await page.goto('/#testimonials');
    const heading = page.getByRole('heading', { name: 'What people are saying' });
    await expect(heading).toBeInViewport({ ratio: 1 });
    const watching = framesOutOfView(page);
    release();
    expect(await watching).toEqual([]);
  });

  test('the header’s Testimonial link scrolls there from another page, and it stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdSectionsBelow(page);
    await page.goto('/about-us');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Testimonial' })
      .click();
    await expect(page).toHaveURL('/#testimonials');
    const heading = page.getByRole('heading', { name: 'What people are saying' });
    // Landed: the sections above it (course cards, testimonials) are in, the ones below are
    // still on their way, as on a slow connection.
    await expect(heading).toBeInViewport({ ratio: 1 });
    const watching = framesOutOfView(page);
    release();
    expect(await watching).toEqual([]);
  });
});
