import type { Language, ReminderKind } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/index.ts';
import { mailSettingsOf, type Owner } from './preferences.ts';

// What every reminder mail is written with: the app's parts, and the one-click unsubscribe of
// the kind it is, for someone who has not turned that kind off.

export interface ReminderContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The school's clock (a test's own in tests). */
  clock: Clock;
}

/** Why a reminder came, in its footer: "… are on for you", in each language. */
const WHAT: Record<Language, Record<ReminderKind, string>> = {
  en: {
    class_24h: 'reminders a day before each class',
    class_1h: 'reminders an hour before each class',
    renewal: 'reminders about the end of your plan',
    record_nudge: 'nudges about classes to record',
    weekly_digest: 'weekly summaries',
  },
  ar: {
    class_24h: 'التذكيرات قبل كل حصة بيوم',
    class_1h: 'التذكيرات قبل كل حصة بساعة',
    renewal: 'التذكيرات بانتهاء خطتك',
    record_nudge: 'التنبيهات بالحصص التي تنتظر التسجيل',
    weekly_digest: 'الملخّصات الأسبوعية',
  },
};

/** The one-click unsubscribe (RFC 8058) every reminder carries, and its footer's page. */
export function unsubscribing(
  context: ReminderContext,
  token: string,
  kind: ReminderKind,
  locale: Language = 'en',
) {
  const query = `kind=${kind}`;
  return {
    headers: {
      'List-Unsubscribe': `<${context.publicUrl}/api/unsubscribe/${token}?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    unsubscribe: {
      what: WHAT[locale][kind],
      url: `${context.publicUrl}/unsubscribe?token=${token}&${query}`,
    },
  };
}

/** Settings of the owner, unless they turned `kind` off (or are gone). */
export async function wanting(context: ReminderContext, owner: Owner | null, kind: ReminderKind) {
  if (!owner) return null;
  const settings = await mailSettingsOf(context.db, owner);
  return settings && !settings.optOuts.includes(kind) ? settings : null;
}
