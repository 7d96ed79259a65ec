/**
 * The API's and the forms' messages in another language (decision 041). The English message is
 * the key: the schemas and services keep writing English, and a locale's table says what each
 * English message, or each English template, reads as. This module has no zod and no words of
 * its own; a locale's table is a module of its own (`./ar.ts`), loaded only where that locale
 * is read.
 *
 * A template names its variable parts in braces:
 * - `{label}` (`{label2}`…): a field's label, itself translated by the table's `labels`;
 * - `{n}` (`{n2}`…): a number, copied as written;
 * - `{name}` (`{name2}`…): a person's name or an address, copied as written.
 *
 * In the locale's words, `{n:noun}` writes the number followed by the noun in the form the
 * number takes (`Intl.PluralRules`: Arabic's 3 أحرف, 11 حرفًا, 100 حرف), from `plurals`, where
 * `#` stands for the number (a form without it, such as a dual, is said without the number).
 */

import type { Language as Locale } from '../languages.ts';

export interface MessageTable {
  /** English message or template → the locale's. */
  messages: Readonly<Record<string, string>>;
  /** A field's English label → the locale's, as its form names it. */
  labels: Readonly<Record<string, string>>;
  /** A noun's form after each plural category of a number (`zero`, `one`, `two`, `few`, `many`, `other`). */
  plurals?: Readonly<Record<string, Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>>>;
  /** The locale the plural categories are of. */
  locale: Locale;
}

const PLACEHOLDER = /\{(label|n|name)(\d*)\}/g;
const TARGET_PLACEHOLDER = /\{((?:label|n|name)\d*)(?::([a-z]+))?\}/g;

interface Template {
  pattern: RegExp;
  parts: { kind: 'label' | 'n' | 'name'; key: string }[];
  target: string;
  /** Literal characters: the more a template spells out, the sooner it is tried. */
  weight: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A template's English as a pattern, with what each group is. */
export function templatePattern(english: string, loose = false): Template['pattern'] {
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    source += loose || match[1] !== 'n' ? '(.+?)' : '(-?\\d+(?:[.,]\\d+)*)';
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return new RegExp(`^${source}$`, 's');
}

/** True when an English message has variable parts: it is a template, not a message. */
export const isTemplate = (english: string): boolean => new RegExp(PLACEHOLDER).test(english);

function compile(table: MessageTable): Template[] {
  const templates: Template[] = [];
  for (const [english, target] of Object.entries(table.messages)) {
    if (!isTemplate(english)) continue;
    const parts = [...english.matchAll(PLACEHOLDER)].map((match) => ({
      kind: match[1] as Template['parts'][number]['kind'],
      key: match[0],
    }));
    templates.push({
      pattern: templatePattern(english),
      parts,
      target,
      weight: english.replace(PLACEHOLDER, '').length,
    });
  }
  return templates.sort((a, b) => b.weight - a.weight);
}

/**
 * A function that gives a message in the table's language, or undefined when the table has no
 * words for it (a message, a template or a label missing): the caller then keeps the English.
 */
export function messageTranslator(table: MessageTable): (english: string) => string | undefined {
  const templates = compile(table);
  const labels = new Map(Object.entries(table.labels));
  const plural = new Intl.PluralRules(table.locale);
  const counted = (value: string, noun: string): string | undefined => {
    const forms = table.plurals?.[noun];
    const form = forms?.[plural.select(Number(value.replaceAll(',', '')))] ?? forms?.other;
    if (form === undefined) return undefined;
    return form.includes('#') ? form.replaceAll('#', value) : form;
  };
  return (english) => {
    const exact = Object.hasOwn(table.messages, english) ? table.messages[english] : undefined;
    if (exact !== undefined && !isTemplate(english)) return exact;
    for (const template of templates) {
      const match = template.pattern.exec(english);
      if (!match) continue;
      const values = new Map<string, string>();
      let complete = true;
      template.parts.forEach((part, index) => {
        const value = match[index + 1] ?? '';
        if (part.kind === 'label') {
          const label = labels.get(value);
          if (label === undefined) complete = false;
          else values.set(part.key, label);
        } else {
          values.set(part.key, value);
        }
      });
      if (!complete) continue;
      let written = true;
      const result = template.target.replace(
        TARGET_PLACEHOLDER,
        (whole, key: string, noun?: string) => {
          const value = values.get(`{${key}}`);
          if (value === undefined) return whole;
          if (noun === undefined) return value;
          const form = counted(value, noun);
          if (form === undefined) written = false;
          return form ?? whole;
        },
      );
      if (written) return result;
    }
    return undefined;
  };
}

/**
 * A function that says an English message in `locale`, the English itself when the locale's
 * table has no words for it. The Arabic table is imported only when asked for, so a bundler
 * makes it a chunk of its own that English pages never load (the web's validation messages).
 */
export async function loadTranslator(locale: Locale): Promise<(english: string) => string> {
  if (locale === 'en') return (english) => english;
  const { AR_MESSAGES } = await import('./ar.ts');
  const translate = messageTranslator(AR_MESSAGES);
  return (english) => translate(english) ?? english;
}
