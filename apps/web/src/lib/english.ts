import { englishI18n } from '../i18n/i18n.ts';

/**
 * An English instance for code outside a page's components (functions that also serve callers
 * not yet given the page's instance): messages read as their English source.
 */
export const ENGLISH_I18N = englishI18n();
