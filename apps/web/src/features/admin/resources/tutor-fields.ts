import { msg } from '@lingui/core/macro';
import type { FieldConfig } from '../components/resource-config.ts';
import { TIME_ZONE_OPTIONS } from '../components/fields/time-zone-select.tsx';
import { browserTimeZone } from '../utils/datetime.ts';
import { GENDER_OPTIONS } from './learners.ts';

/** A tutor's profile as staff fill it in: the Tutors screen, and inviting an applicant. */
export const TUTOR_FIELDS: FieldConfig[] = [
  { name: 'firstName' as const, label: msg`First name`, kind: 'text', autoComplete: 'off' },
  { name: 'lastName' as const, label: msg`Last name`, kind: 'text', autoComplete: 'off' },
  { name: 'email', label: msg`Email`, kind: 'email' },
  { name: 'phone', label: msg`Phone`, kind: 'tel' },
  { name: 'gender', label: msg`Gender`, kind: 'select', source: { options: GENDER_OPTIONS } },
  {
    name: 'time_zone' as const,
    label: msg`Time zone`,
    kind: 'select',
    source: TIME_ZONE_OPTIONS,
    initial: browserTimeZone,
    hint: msg`Their week is shown on this clock.`,
  },
  {
    name: 'meeting_link' as const,
    label: msg`Meeting link`,
    kind: 'url',
    hint: msg`https://… (Zoom, Google Meet, Jitsi)`,
  },
  {
    name: 'languages',
    label: msg`Languages`,
    kind: 'lines',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a new profile's values, saved as typed
    initial: ['Arabic', 'English'],
    hint: msg`One language per line.`,
  },
  { name: 'bio', label: msg`Bio`, kind: 'textarea' },
  { name: 'avatar', label: msg`Photo`, kind: 'image', optional: true },
  {
    name: 'active',
    label: msg`Active`,
    kind: 'checkbox',
    only: 'edit',
    hint: msg`Inactive tutors are offered no new classes.`,
  },
];
