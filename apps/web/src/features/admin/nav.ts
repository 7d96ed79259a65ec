/** The back office's screens, grouped as its menu and its dashboard show them. */
export const ADMIN_SECTIONS = [
  {
    title: 'Catalogue',
    links: [
      { path: 'categories', label: 'Categories', icon: 'pi-tags' },
      { path: 'courses', label: 'Courses', icon: 'pi-book' },
      { path: 'tier-groups', label: 'Tier groups', icon: 'pi-clone' },
      { path: 'tiers', label: 'Tiers', icon: 'pi-dollar' },
      { path: 'books', label: 'Books', icon: 'pi-bookmark' },
    ],
  },
  {
    title: 'Content',
    links: [
      { path: 'pages', label: 'Pages', icon: 'pi-file-edit' },
      { path: 'testimonials', label: 'Testimonials', icon: 'pi-comment' },
      { path: 'faqs', label: 'FAQs', icon: 'pi-question-circle' },
    ],
  },
  {
    title: 'Learners',
    links: [
      { path: 'learners', label: 'Learners', icon: 'pi-users' },
      { path: 'subscriptions', label: 'Subscriptions', icon: 'pi-calendar' },
      { path: 'payments', label: 'Payments', icon: 'pi-credit-card' },
    ],
  },
  {
    title: 'Leads',
    links: [
      { path: 'demo-requests', label: 'Demo requests', icon: 'pi-video' },
      { path: 'job-applications', label: 'Job applications', icon: 'pi-id-card' },
      { path: 'contact-messages', label: 'Contact messages', icon: 'pi-envelope' },
      { path: 'newsletter', label: 'Newsletter', icon: 'pi-send' },
    ],
  },
  {
    title: 'System',
    links: [
      { path: 'outbox', label: 'Mail outbox', icon: 'pi-inbox' },
      { path: 'audit-log', label: 'Audit log', icon: 'pi-history' },
    ],
  },
] as const;
