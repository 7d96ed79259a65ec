/**
 * The phone prefixes the contact form offers. A module without zod: the home page renders the
 * form's choices before any of the schemas' code is loaded.
 */
export const CONTACT_PHONE_PREFIXES = ['US', 'CA', 'EU'] as const;
