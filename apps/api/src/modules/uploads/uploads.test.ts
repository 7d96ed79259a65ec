import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { bearer, createTestApp, loginDemoAdmin, loginDemoStudent } from '../../../test/helpers.ts';
import sharp from 'sharp';
import { picture, SMALLEST_PDF } from '../../../test/files.ts';
import { multipart } from '../../../test/multipart.ts';

// A stand-in web build, so the test also shows the page fallback still works beside /uploads/.
const webDist = await mkdtemp(path.join(os.tmpdir(), 'iqra-web-'));
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
await writeFile(path.join(webDist, 'index.html'), INDEX);
afterAll(() => rm(webDist, { recursive: true, force: true }));

const { app, database, dataDir } = await createTestApp({ webRoot: webDist });
const imagesDir = path.join(dataDir, 'images');
const adminToken = await loginDemoAdmin(app);

const TYPE_MESSAGE = 'The file must be an image of type: jpeg, png, webp.';
const UNREADABLE_MESSAGE = 'The image could not be read.';
const UPLOAD_URL = /^\/uploads\/[a-f0-9]{32}\.webp$/;
const MB = 1024 * 1024;

const sendForm = (body: ReturnType<typeof multipart>, token: string | null = adminToken) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });

const upload = (
  content: Uint8Array,
  { filename = 'photo.png', type = 'image/png', token = adminToken as string | null } = {},
) => sendForm(multipart({}, [{ field: 'file', filename, type, content }]), token);

async function storedImages(): Promise<string[]> {
  return readdir(imagesDir).catch(() => []);
}

async function fetchImage(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

describe('POST /api/admin/uploads', () => {
  it.each([
    ['JPEG', () => picture(640, 480).jpeg().toBuffer(), 'photo.jpg', 'image/jpeg'],
    ['PNG', () => picture(640, 480).png().toBuffer(), 'photo.png', 'image/png'],
    ['WebP', () => picture(640, 480).webp().toBuffer(), 'photo.webp', 'image/webp'],
  ])('stores a %s as a new WebP and serves it for good', async (_label, make, filename, type) => {
    const before = await storedImages();
    const response = await upload(await make(), { filename, type });
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(response.json()).toEqual({ url: expect.stringMatching(UPLOAD_URL) });

    const added = (await storedImages()).filter((name) => !before.includes(name));
    expect(added).toEqual([path.basename(url)]);

    const served = await fetchImage(url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it.each([
    [3000, 2000, 1600, 1067],
    [1000, 3000, 533, 1600],
    [400, 300, 400, 300],
  ])('fits a %ix%i image inside 1600 px, never enlarging (%ix%i)', async (w, h, width, height) => {
    const response = await upload(await picture(w, h).png().toBuffer());
    expect(response.statusCode).toBe(201);
    const served = await fetchImage((response.json() as { url: string }).url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height });
  });

  it('judges by the bytes: a PNG named scan.pdf and sent as a PDF is an image', async () => {
    const response = await upload(await picture(200, 100).png().toBuffer(), {
      filename: 'scan.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { url: string }).url).toMatch(UPLOAD_URL);
  });

  it('drops EXIF and GPS, and turns the pixels as EXIF said', async () => {
    const jpeg = await picture(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);

    const response = await upload(jpeg, { filename: 'phone.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const served = await fetchImage((response.json() as { url: string }).url);
    const output = await sharp(served.rawPayload).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(output).toMatchObject({ width: 100, height: 300 });
  });

  it('writes who uploaded what to the audit log', async () => {
    const response = await upload(await picture(320, 200).png().toBuffer());
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    const name = path.basename(url);
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.entityId, name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin!.id,
      action: 'upload',
      entity: 'uploads',
      before: null,
      after: { url, bytes: expect.any(Number), width: 320, height: 200 },
    });
  });
});

describe('POST /api/admin/uploads refusing what is not a safe image', () => {
  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG without one',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      'logo.png',
      'image/png',
    ],
    ['a text file named .jpg', 'just some words, not a picture', 'photo.jpg', 'image/jpeg'],
    ['a PDF', SMALLEST_PDF.toString(), 'photo.png', 'image/png'],
  ])('refuses %s with 422 on file, and keeps nothing', async (_label, text, filename, type) => {
    const before = await storedImages();
    const response = await upload(Buffer.from(text), { filename, type });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: TYPE_MESSAGE, errors: { file: [TYPE_MESSAGE] } });
    expect(await storedImages()).toEqual(before);
  });

  it('refuses a GIF with 422 on file', async () => {
    const gif = await picture(10, 10).gif().toBuffer();
    const response = await upload(gif, { filename: 'a.png', type: 'image/png' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [TYPE_MESSAGE] } });
  });

  it('refuses a truncated JPEG with 422 on file', async () => {
    const jpeg = await picture(640, 480).jpeg().toBuffer();
    const before = await storedImages();
    const response = await upload(jpeg.subarray(0, jpeg.length / 2), { type: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: UNREADABLE_MESSAGE,
      errors: { file: [UNREADABLE_MESSAGE] },
    });
    expect(await storedImages()).toEqual(before);
  });

  it('refuses a small file that unpacks to more than 40 megapixels', async () => {
    // 8000×6000 grey pixels compress to about a megabyte.
    const bomb = await sharp(Buffer.alloc(8000 * 6000), {
      raw: { width: 8000, height: 6000, channels: 1 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * MB);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [UNREADABLE_MESSAGE] } });
  });

  it('refuses a file over 10 MB with 422 on file, and keeps nothing', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const before = await storedImages();
    const response = await upload(Buffer.concat([png, Buffer.alloc(11 * MB)]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { file: ['The file must not be greater than 10 MB.'] },
    });
    expect(await storedImages()).toEqual(before);
  });

  it('refuses a 20 MB body with 413 before reading it, and keeps nothing', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const before = await storedImages();
    const response = await upload(Buffer.concat([png, Buffer.alloc(20 * MB)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
    expect(await storedImages()).toEqual(before);
  });
});

describe('POST /api/admin/uploads refusing bad requests and non-staff', () => {
  it('answers 422 on file when no file is sent', async () => {
    const png = await picture(10, 10).png().toBuffer();
    for (const body of [
      multipart({ title: 'no file' }),
      multipart({}, [{ field: 'image', filename: 'a.png', type: 'image/png', content: png }]),
      multipart({}, [
        {
          field: 'file',
          filename: '',
          type: 'application/octet-stream',
          content: new Uint8Array(),
        },
      ]),
    ]) {
      const response = await sendForm(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The file field is required.',
        errors: { file: ['The file field is required.'] },
      });
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 400 to a multipart body that cannot be read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunfinished',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(adminToken) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request could not be read.' });
  });

  it('is for staff only: anonymous 401, a learner 403, and nothing kept', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const before = await storedImages();
    expect((await upload(png, { token: null })).statusCode).toBe(401);
    expect((await upload(png, { token: await loginDemoStudent(app) })).statusCode).toBe(403);
    expect(await storedImages()).toEqual(before);
  });
});

// A resume where the job form stores them, and another private file in the data folder.
const SECRET = 'private resume bytes';
await mkdir(path.join(dataDir, 'uploads', 'resumes'), { recursive: true });
await writeFile(path.join(dataDir, 'uploads', 'resumes', 'x.pdf'), SECRET);
await writeFile(path.join(dataDir, 'secret.txt'), SECRET);

describe('GET /uploads/<name>', () => {
  it('answers a missing image with a JSON 404, while pages still load', async () => {
    for (const url of [
      '/uploads/missing.webp',
      `/uploads/${'0'.repeat(32)}.webp`,
      '/uploads/',
      '/uploads/page-like',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('serves HEAD too', async () => {
    const response = await upload(await picture(20, 20).png().toBuffer());
    const head = await app.inject({
      method: 'HEAD',
      url: (response.json() as { url: string }).url,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('never reaches outside the images folder', async () => {
    for (const url of [
      '/uploads/resumes/x.pdf',
      '/uploads/..%2fuploads%2fresumes%2fx.pdf',
      '/uploads/%2e%2e%2fuploads%2fresumes%2fx.pdf',
      '/uploads/..%5cuploads%5cresumes%5cx.pdf',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(SECRET);
    }
  });

  it('never reaches outside it over a real socket either (no URL clean-up on the way)', async () => {
    // inject() resolves `..` itself, so literal dot segments are sent raw here.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const get = (pathname: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    for (const pathname of [
      '/uploads/../uploads/resumes/x.pdf',
      '/uploads/../secret.txt',
      '/uploads/./../uploads/resumes/x.pdf',
    ]) {
      const { status, body } = await get(pathname);
      expect(body, pathname).not.toContain(SECRET);
      expect(status, pathname).toBe(404);
    }
  });
});
