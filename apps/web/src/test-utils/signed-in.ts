import { userSchema, type User } from '@iqra/contracts';
import { contractBody } from './api-answers.ts';

/**
 * A signed-in learner as /api/auth/user answers them: in London, never having chosen a
 * language, reading Latin digits without Hijri dates (what every account starts with).
 */
export const LEARNER: User = contractBody(userSchema, {
  id: 12,
  firstName: 'Amina',
  lastName: 'Rahman',
  gender: 2,
  phone: '+44 20 7946 0000',
  whatsapp: '',
  country_id: null,
  age: 31,
  email: 'amina@example.com',
  avatar: null,
  role: 'student',
  time_zone: 'Europe/London',
  language: null,
  digits: 'latn',
  hijri: false,
});
