// The learning module's public face (see eslint.config.js): what other modules may use.
export { subscriptionStatus } from './service.ts';
