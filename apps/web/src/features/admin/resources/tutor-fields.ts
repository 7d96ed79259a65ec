import type { FieldConfig } from '../components/resource-config.ts';
import { TIME_ZONE_OPTIONS } from '../components/fields/time-zone-select.tsx';
import { browserTimeZone } from '../utils/datetime.ts';
import { GENDER_OPTIONS } from './learners.ts';

/** A tutor's profile as staff fill it in: the Tutors screen, and inviting an applicant. */
export const TUTOR_FIELDS: FieldConfig[] = [
  { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'gender', label: 'Gender', kind: 'select', source: { options: GENDER_OPTIONS } },
  {
    name: 'time_zone',
    label: 'Time zone',
    kind: 'select',
    source: TIME_ZONE_OPTIONS,
    initial: browserTimeZone,
    hint: 'Their week is shown on this clock.',
  },
  {
    name: 'meeting_link',
    label: 'Meeting link',
    kind: 'url',
    hint: 'https://… (Zoom, Google Meet, Jitsi)',
  },
  {
    name: 'languages',
    label: 'Languages',
    kind: 'lines',
    initial: ['Arabic', 'English'],
    hint: 'One language per line.',
  },
  { name: 'bio', label: 'Bio', kind: 'textarea' },
  { name: 'avatar', label: 'Photo', kind: 'image', optional: true },
  {
    name: 'active',
    label: 'Active',
    kind: 'checkbox',
    only: 'edit',
    hint: 'Inactive tutors are offered no new classes.',
  },
];
