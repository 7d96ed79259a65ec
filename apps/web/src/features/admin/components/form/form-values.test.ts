import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeFields, initialFormValues, prepareValues, visibleFields } from './form-values.ts';
import type { FieldConfig } from '../resource-config.ts';

// (vi.stubEnv: the zone is put back as it was after the file, unset if it was unset, for
// the next file of the worker.)
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Tokyo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const fields: FieldConfig[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'price', label: 'Price', kind: 'price' },
  { name: 'featured', label: 'Featured', kind: 'checkbox' },
  { name: 'features', label: 'Features', kind: 'lines' },
  { name: 'position', label: 'Position', kind: 'number', optional: true },
  { name: 'started_at', label: 'Starts', kind: 'datetime' },
  { name: 'password', label: 'Password', kind: 'password', optional: true, only: 'edit' },
  { name: 'group_id', label: 'Group', kind: 'select', only: 'create' },
];

describe('initialFormValues', () => {
  it('gives a new record empty values, or the field’s initial one', () => {
    const values = initialFormValues([
      ...fields,
      { name: 'role', label: 'Role', kind: 'select', initial: 'student' },
      { name: 'ends', label: 'Ends', kind: 'datetime', initial: () => '2026-05-01T00:00:00Z' },
    ]);
    expect(values).toMatchObject({
      name: '',
      price: '',
      featured: false,
      features: [],
      position: '',
      role: 'student',
      ends: '2026-05-01T09:00',
    });
  });

  it('shows a record as the inputs hold it, times in the browser’s zone', () => {
    const values = initialFormValues(fields, {
      name: 'Standard',
      price: 55.5,
      featured: true,
      features: ['Two classes a week'],
      position: 0,
      started_at: '2026-05-01T09:30:00Z',
      password: 'never shown',
      group_id: null,
    });
    expect(values).toEqual({
      name: 'Standard',
      price: '55.5',
      featured: true,
      features: ['Two classes a week'],
      position: '0',
      started_at: '2026-05-01T18:30',
      password: '',
      group_id: '',
    });
  });
});

describe('prepareValues', () => {
  it('sends instants, drops blank lines and empty optional fields, adds fixed values', () => {
    expect(
      prepareValues(
        fields,
        {
          name: ' Standard ',
          price: '55',
          featured: false,
          features: ['One', '  ', ' Two '],
          position: '',
          started_at: '2026-05-01T18:30',
          password: '',
          group_id: '2',
        },
        { subscription_id: 7 },
      ),
    ).toEqual({
      name: ' Standard ',
      price: '55',
      featured: false,
      features: ['One', 'Two'],
      started_at: '2026-05-01T09:30:00.000Z',
      group_id: '2',
      subscription_id: 7,
    });
  });

  it('keeps a required field even when empty, for the schema to say so', () => {
    expect(prepareValues(fields.slice(0, 1), { name: '' })).toEqual({ name: '' });
  });
});

describe('visibleFields', () => {
  it('shows create-only and edit-only fields in their mode, never a fixed one', () => {
    const names = (list: FieldConfig[]) => list.map((field) => field.name);
    expect(names(visibleFields(fields, 'create'))).not.toContain('password');
    expect(names(visibleFields(fields, 'edit'))).not.toContain('group_id');
    expect(names(visibleFields(fields, 'create', { name: 'x' }))).not.toContain('name');
  });
});

describe('fields shown for some values only', () => {
  const quran = (values: Record<string, unknown>) => values.kind === 'quran';
  const item: FieldConfig[] = [
    { name: 'kind', label: 'Kind', kind: 'radio', initial: 'quran' },
    { name: 'range', label: 'Choose the ayat', kind: 'ayahRange', when: quran },
    { name: 'from', label: 'First ayah', kind: 'text', when: quran },
    { name: 'title', label: 'Title', kind: 'text' },
  ];

  it('are in play while the values meet their condition', () => {
    const names = (values: Record<string, unknown>) =>
      activeFields(item, values).map((field) => field.name);
    expect(names({ kind: 'quran' })).toEqual(['kind', 'range', 'from', 'title']);
    expect(names({ kind: 'unit' })).toEqual(['kind', 'title']);
  });

  it('start with a value (a picker has none of its own) and are sent only while in play', () => {
    expect(initialFormValues(item)).toEqual({ kind: 'quran', from: '', title: '' });
    expect(prepareValues(item, { kind: 'quran', from: '78:1', title: '' })).toEqual({
      kind: 'quran',
      from: '78:1',
      title: '',
    });
    expect(prepareValues(item, { kind: 'unit', from: '78:1', title: 'Makharij' })).toEqual({
      kind: 'unit',
      title: 'Makharij',
    });
  });
});

describe('a dotted field name', () => {
  const grades: FieldConfig[] = [
    { name: 'notice_hours', label: 'Notice', kind: 'number' },
    { name: 'grade_labels.excellent', label: 'Best grade', kind: 'text' },
    { name: 'grade_labels.repeat', label: 'Lowest grade', kind: 'text' },
  ];

  it('reads its value from inside the record, and sends it back there', () => {
    const values = initialFormValues(grades, {
      notice_hours: 12,
      grade_labels: { excellent: 'Mumtaz', repeat: 'Again' },
    });
    expect(values).toEqual({
      notice_hours: '12',
      grade_labels: { excellent: 'Mumtaz', repeat: 'Again' },
    });
    expect(
      prepareValues(grades, { ...values, grade_labels: { excellent: 'Jayyid', repeat: 'Again' } }),
    ).toEqual({ notice_hours: '12', grade_labels: { excellent: 'Jayyid', repeat: 'Again' } });
  });
});
