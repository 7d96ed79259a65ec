import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  learnerClassSchema,
  learnerNotesSchema,
  tutorClassesResponseSchema,
  type Language,
} from '@iqra/contracts';
import { products } from '../../db/schema.ts';
import { childWithPlan } from '../../../test/family-plans.ts';
import { bearer } from '../../../test/helpers.ts';
import { DAY, schoolUnderClock } from '../../../test/teaching.ts';

// Class lists name each class's course in the reader's language (decision 043): the Arabic
// name staff wrote, else the English named in `in_english`, so the page marks it. Each language
// has its own kept list: an English answer read first is never given to an Arabic reader.
const { app, world } = await schoolUnderClock('2027-01-04T00:00:00Z');

/** The first course of the catalogue (the one childWithPlan plans), as read in `language`. */
const firstCourse = async (language: Language) =>
  (
    (await app.inject({ url: '/api/products', headers: { 'accept-language': language } })).json()
      .data as { id: number; name: string }[]
  )[0]!;
const courseNamed = async (language: Language) => (await firstCourse(language)).name;

describe('class lists in the reader’s language', () => {
  it('give the learner, the parent and the tutor the course’s Arabic name, after English was read', async () => {
    // childWithPlan reads the child's list in English, so that list is kept first.
    const { parent, child, tutor } = await childWithPlan(app, world);
    const [english, arabic] = [await courseNamed('en'), await courseNamed('ar')];
    expect(arabic).not.toBe(english);

    const childClasses = async (language: Language) => {
      const response = await app.inject({
        url: `/api/family/children/${child.id}/classes`,
        headers: { ...bearer(parent.token), 'accept-language': language },
      });
      expect(response.headers.vary).toContain('Accept-Language');
      return learnerClassSchema.array().parse(response.json().classes);
    };
    const [first] = await childClasses('ar');
    expect(first).toMatchObject({ course: arabic, title: arabic });
    expect(first).not.toHaveProperty('in_english');
    expect((await childClasses('en'))[0]).toMatchObject({ course: english, title: english });

    const week = async (language: Language) => {
      const from = new Date('2027-01-04T00:00:00Z');
      const to = new Date(from.getTime() + 7 * DAY);
      const response = await app.inject({
        url: `/api/teach/classes?from=${from.toISOString()}&to=${to.toISOString()}`,
        headers: { ...tutor.headers, 'accept-language': language },
      });
      return tutorClassesResponseSchema.parse(response.json()).classes;
    };
    expect((await week('en'))[0]?.course).toBe(english);
    expect((await week('ar'))[0]?.course).toBe(arabic);
    expect((await week('en'))[0]?.course).toBe(english);

    // The tutor's notes on the learner name the course of a class they cancelled the same way.
    const cancelled = await tutor.send('POST', `/api/teach/classes/${first!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const notes = await app.inject({
      url: `/api/teach/learners/${child.id}/notes`,
      headers: { ...tutor.headers, 'accept-language': 'ar' },
    });
    expect(learnerNotesSchema.parse(notes.json()).notes[0]?.course).toBe(arabic);
  });

  it('name a course with no Arabic in English, and say so', async () => {
    const { id } = await firstCourse('en');
    const [course] = await app.db.select().from(products).where(eq(products.id, id));
    await app.db.update(products).set({ nameAr: null }).where(eq(products.id, course!.id));
    try {
      const { parent, child } = await childWithPlan(app, world);
      const response = await app.inject({
        url: `/api/family/children/${child.id}/classes`,
        headers: { ...bearer(parent.token), 'accept-language': 'ar' },
      });
      const [first] = learnerClassSchema.array().parse(response.json().classes);
      expect(first).toMatchObject({ course: course!.name, in_english: ['course'] });
    } finally {
      await app.db
        .update(products)
        .set({ nameAr: course!.nameAr })
        .where(eq(products.id, course!.id));
    }
  });
});
