import type { ScreenLink } from '../components/resource-config.ts';

// The Teaching section's screens that are not a resource's list: each has a page and a
// route of its own (pages/, admin-app.tsx); these say how the menu and dashboard name them.

export const classesToRecord: ScreenLink = {
  path: 'classes-to-record',
  title: 'Classes to record',
  icon: 'pi-check-square',
  description: 'Classes that ended a day ago or more and whose attendance nobody recorded.',
};

export const schoolRules: ScreenLink = {
  path: 'school-rules',
  title: 'School rules',
  icon: 'pi-sliders-h',
  description: 'How late a class may be cancelled or moved, and how soon a make-up is booked.',
};
