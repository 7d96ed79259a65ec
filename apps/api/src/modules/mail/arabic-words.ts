import { isolate as i, linkIn, render } from './layout.ts';
import type { Unsubscribe } from './reminder-mails.ts';
import type { MailContent } from './templates.ts';

// What the Arabic mails share: the greeting, numbers with their nouns, "your class" or a
// child's, a reminder's footer, and the writer that lays a mail out in Arabic.

/** The greeting, by name when there is one. */
export const hello = (firstName?: string) =>
  firstName ? `السلام عليكم ${i(firstName)}،` : 'السلام عليكم،';

/** "7 أيام", "يوم واحد", "يومان": a count with its noun, as Arabic agrees them. */
export function count(n: number, forms: { one: string; two: string; few: string; many: string }) {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const mod = n % 100;
  if (mod >= 3 && mod <= 10) return `${n} ${forms.few}`;
  return `${n} ${forms.many}`;
}
export const DAYS = { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا' };
export const HOURS = { one: 'ساعة واحدة', two: 'ساعتان', few: 'ساعات', many: 'ساعة' };
export const CLASSES = { one: 'حصة واحدة', two: 'حصتان', few: 'حصص', many: 'حصة' };

/** "حصتك" or "حصة ⁨Hana⁩": the noun of the reader's, or of their child's. */
export const of = (noun: { mine: string; of: string }, child: string | null | undefined) =>
  child ? `${noun.of} ${i(child)}` : noun.mine;
export const CLASS = { mine: 'حصتك', of: 'حصة' };
export const CLASSES_OF = { mine: 'حصصك', of: 'حصص' };
export const PLAN = { mine: 'خطتك', of: 'خطة' };

export const footerOf = (unsubscribe: Unsubscribe, label = 'إيقاف هذه التذكيرات') => ({
  text: `تصلك هذه الرسالة لأن ${unsubscribe.what} مفعّلة لك.`,
  label,
  url: unsubscribe.url,
});

/** What every Arabic mail is written with: the layout in Arabic, links to the Arabic pages. */
export function writerOf(publicUrl: string) {
  const link = (url: string) => linkIn('ar', publicUrl, url);
  const page = (path: string) => link(`${publicUrl}${path}`);
  const ar = (subject: string, greeting: string, block: Parameters<typeof render>[3]) =>
    render(
      publicUrl,
      subject,
      greeting,
      {
        ...block,
        ...(block.action ? { action: { ...block.action, url: link(block.action.url) } } : {}),
        ...(block.footer ? { footer: { ...block.footer, url: link(block.footer.url) } } : {}),
      },
      'ar',
    );
  const sensitive = (content: MailContent): MailContent => ({ ...content, sensitive: true });
  const planMail = (
    input: { firstName: string; child?: string | null; course: string; plan: string },
    subject: string,
    said: string,
    row: [string, string],
    checkoutUrl: string,
    unsubscribe: Unsubscribe,
  ) =>
    ar(`${of(PLAN, input.child)} في ${i(input.course)} ${subject}`, hello(input.firstName), {
      paragraphs: [`${of(PLAN, input.child)} في ${i(input.course)} (${i(input.plan)}) ${said}`],
      rows: [row],
      action: {
        label: input.child ? `تجديد خطة ${i(input.child)}` : 'تجديد خطتي',
        url: checkoutUrl,
      },
      footer: footerOf(unsubscribe),
    });

  return { link, page, ar, sensitive, planMail };
}

export type Writer = ReturnType<typeof writerOf>;
