/** The demo accounts the demo seed makes, with their published passwords. */
export const DEMO_STUDENT = { email: 'student@example.com', password: 'student-password' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-password' };
export const DEMO_TUTOR = { email: 'tutor@example.com', password: 'tutor-password' };
export const DEMO_PARENT = { email: 'parent@example.com', password: 'parent-password' };
