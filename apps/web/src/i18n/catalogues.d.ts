/** A Lingui catalogue, compiled by `@lingui/vite-plugin` when imported (decision 040). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
