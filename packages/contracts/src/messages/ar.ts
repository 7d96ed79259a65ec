import { AR_LABELS, AR_PLURALS } from './ar-words.ts';
import type { MessageTable } from './translate.ts';
import { AR_SCHOOL_YEAR } from './ar-school-year.ts';

/**
 * The Arabic of every message the API answers with (decision 041): the English message or
 * template as the key, its Arabic as the value; the fields' labels as a form names them. Loaded
 * only where Arabic is read: the server, and the web's Arabic pages.
 */
export const AR_MESSAGES: MessageTable = {
  locale: 'ar',
  messages: {
    // Paths and addresses inside Arabic are set off by a left-to-right mark (\u200e), so that
    // their slashes and dots stay where they belong in a right-to-left line.
    // ── Field builders (fields.ts, admin/field-builders.ts) ─────────────────────────────────
    'The {label} field is required.': 'حقل {label} مطلوب.',
    'The {label} field must be a string.': 'يجب أن يكون حقل {label} نصًا.',
    'The {label} field contains characters that are not allowed.':
      'يحتوي حقل {label} على رموز غير مسموح بها.',
    // The input guard names any field of a body or query (plugins/input-guard.ts): one without
    // a label of its own is named as sent.
    'The {name} field contains characters that are not allowed.':
      'يحتوي الحقل «{name}» على رموز غير مسموح بها.',
    'The {label} field must be at least {n} characters.':
      'يجب ألا يقل طول حقل {label} عن {n:characters}.',
    'The {label} field must not be greater than {n} characters.':
      'يجب ألا يزيد طول حقل {label} على {n:characters}.',
    'The {label} field must be a valid email address.':
      'يجب أن يكون حقل {label} عنوان بريد إلكتروني صحيحًا.',
    'The {label} field must be an integer.': 'يجب أن يكون حقل {label} عددًا صحيحًا.',
    'The {label} field must be a number.': 'يجب أن يكون حقل {label} رقمًا.',
    'The {label} field must be at least {n}.': 'يجب ألا يقل حقل {label} عن {n}.',
    'The {label} field must not be greater than {n}.': 'يجب ألا يزيد حقل {label} على {n}.',
    'The {label} field must be greater than {n}.': 'يجب أن يكون حقل {label} أكبر من {n}.',
    'The {label} field must have at most two decimal places.':
      'يجب ألا يزيد حقل {label} على منزلتين عشريتين.',
    'The {label} field may only contain digits, spaces and + - ( ).':
      'لا يقبل حقل {label} إلا الأرقام والمسافات و+ - ( ).',
    'The selected {label} is invalid.': 'قيمة {label} المختارة غير صالحة.',
    'The {label} field must be a valid time zone.': 'يجب أن يكون حقل {label} منطقة زمنية صحيحة.',
    'The {label} field must be true or false.': 'يجب أن تكون قيمة حقل {label} نعم أو لا.',
    'The {label} may only contain lower-case letters, digits and single dashes.':
      'لا يقبل {label} إلا أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة.',
    'The {label} must be an image uploaded here (a path starting /uploads/ or /images/).':
      'يجب أن تكون {label} صورة مرفوعة إلى الموقع (مسار يبدأ بـ \u200e/uploads/\u200e أو \u200e/images/\u200e).',
    'The {label} field must be a valid date.': 'يجب أن يكون حقل {label} تاريخًا صحيحًا.',
    'The {label} field must be a valid date and time.':
      'يجب أن يكون حقل {label} تاريخًا ووقتًا صحيحين.',
    'The {label} field must be a valid URL starting with https:// or http://.':
      'يجب أن يكون حقل {label} رابطًا صحيحًا يبدأ بـ https://\u200e أو http://\u200e.',
    'The {label} must start with https://.': 'يجب أن يبدأ {label} بـ https://\u200e.',
    'The {label} must look like 18:30.': 'يجب أن يُكتب {label} على هيئة 18:30.',
    'The {label} field must be an ayah, as surah:ayah.':
      'يجب أن يكون حقل {label} آيةً بصيغة سورة:آية.',
    'The {label} field must be an ayah its surah has, as surah:ayah.':
      'يجب أن يكون حقل {label} آيةً موجودة في سورتها، بصيغة سورة:آية.',
    'The {label} field must be a list.': 'يجب أن يكون حقل {label} قائمة.',
    'The {label} field must not have more than {n} items.':
      'يجب ألا يزيد حقل {label} على {n:items}.',
    'The {label} field is required for a memorisation milestone.':
      'حقل {label} مطلوب لشهادة إتمام حفظ.',
    'The {label} has already been taken.': '{label} مستخدَم من قبل.',
    'The {label} filter must be an id.': 'يجب أن يكون مرشّح {label} معرّفًا.',
    'The {label} filter must be true or false.': 'يجب أن تكون قيمة مرشّح {label} نعم أو لا.',
    'The search must not be greater than {n} characters.':
      'يجب ألا يزيد طول البحث على {n:characters}.',
    'The preferred time must be a valid date and time.':
      'يجب أن يكون الموعد المفضّل تاريخًا ووقتًا صحيحين.',
    'Unknown fields.': 'حقول غير معروفة.',
    'The given data was invalid.': 'البيانات المرسلة غير صالحة.',

    // ── Refunds staff record by hand (admin/records.ts, modules/payments) ───────────────────
    'Only a completed payment can be refunded.': 'لا يُستردّ إلا مبلغ دفعة مكتملة.',
    'The {label} must not be greater than what is left to refund: {name}.':
      'يجب ألا يزيد {label} على ما بقي قابلًا للاسترداد: \u200e{name}\u200e.',

    // ── zod's own words, for a rule that has none of ours ──────────────────────────────────
    'Invalid input': 'قيمة غير صالحة.',
    'Invalid input: {name}': 'قيمة غير صالحة.',
    'Invalid option: {name}': 'الخيار غير صالح.',
    'Invalid string: {name}': 'النص غير صالح.',
    'Invalid ISO date': 'التاريخ غير صالح.',
    'Invalid ISO datetime': 'التاريخ والوقت غير صالحين.',
    'Too big: {name}': 'القيمة أكبر من المسموح.',
    'Too small: {name}': 'القيمة أصغر من المسموح.',
    // zod's other defaults ("Invalid email address", "Invalid UUID"…), said in general words.
    'Invalid {name}': 'القيمة غير صالحة.',
    'Unrecognized {name}': 'حقول غير معروفة.',

    // ── The school's figures (admin/reports.ts, modules/reports) ─────────────────────────────
    'Give the first day as a date (YYYY-MM-DD).': 'اكتب اليوم الأول تاريخًا (YYYY-MM-DD).',
    'Give the last day as a date (YYYY-MM-DD).': 'اكتب اليوم الأخير تاريخًا (YYYY-MM-DD).',
    'Choose the first day.': 'اختر اليوم الأول.',
    'Choose the last day.': 'اختر اليوم الأخير.',
    'The last day must be on or after the first.':
      'يجب أن يكون اليوم الأخير في اليوم الأول أو بعده.',
    'Choose at most three years.': 'اختر ثلاث سنوات على الأكثر.',
    'The number of months must be a whole number.': 'يجب أن يكون عدد الأشهر عددًا صحيحًا.',
    'Give at least one month.': 'اختر شهرًا واحدًا على الأقل.',
    'Give at most 36 months.': 'اختر 36 شهرًا على الأكثر.',
    'A reminder for this plan was already sent today.': 'أُرسل تذكير بهذه الباقة اليوم من قبل.',

    // ── HTTP (http.ts, plugins/errors.ts) ───────────────────────────────────────────────────
    'Unauthenticated.': 'لم يتم تسجيل الدخول.',
    'This action is unauthorized.': 'غير مصرّح لك بهذا الإجراء.',
    'Not found.': 'غير موجود.',
    'Too many attempts. Please try again later.': 'محاولات كثيرة. يُرجى المحاولة لاحقًا.',
    'The request is too large.': 'الطلب كبير جدًا.',
    'The request could not be read.': 'تعذّرت قراءة الطلب.',
    'Server error.': 'خطأ في الخادم.',
    'Unavailable for a moment. Please try again shortly.':
      'الخدمة غير متاحة لحظيًا. يُرجى المحاولة بعد قليل.',
    'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
    'This class is in a month already paid to its tutor, so it can no longer change. Ask staff to note it on the next month instead.':
      'هذه الحصة في شهر دُفع أجره للمعلّم، فلا يمكن تغييرها. اطلب من الإدارة إثباتها في الشهر التالي.',
    'Tutors have been paid for months of the school’s calendar in this time zone, so it can no longer change: their months would move.':
      'دُفعت للمعلّمين أجور أشهر من تقويم الأكاديمية بهذه المنطقة الزمنية، فلا يمكن تغييرها بعد الآن: ستتحرك حدود تلك الأشهر.',

    // ── Accounts (auth.ts, mail.ts, modules/auth) ───────────────────────────────────────────
    'The email has already been taken.': 'البريد الإلكتروني مستخدَم من قبل.',
    'These credentials do not match our records.': 'بيانات الدخول هذه لا تطابق سجلاتنا.',
    'The password is incorrect.': 'كلمة المرور غير صحيحة.',
    'This password reset link is invalid or has expired.':
      'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
    'It contains your name or e-mail address.': 'تحتوي على اسمك أو بريدك الإلكتروني.',
    'Use a few words that do not belong together.': 'استخدم بضع كلمات لا يجمع بينها شيء.',
    // The reason after it is the password checker's, in English: said here in general words.
    'The password is too easy to guess. {name}':
      'كلمة المرور سهلة التخمين. استخدم بضع كلمات لا يجمع بينها شيء.',
    'Please agree to the privacy policy.': 'يُرجى الموافقة على سياسة الخصوصية.',
    'The selected phone prefix is invalid.': 'مفتاح الدولة المختار غير صالح.',
    'Staff sign in: give this learner an e-mail address and a password first.':
      'الموظفون يسجّلون الدخول: أعطِ هذا الطالب بريدًا إلكترونيًا وكلمة مرور أولًا.',
    'This learner has no sign-in yet: give a password with the e-mail address.':
      'ليس لهذا الطالب حساب دخول بعد: أدخل كلمة مرور مع البريد الإلكتروني.',
    'This learner has no sign-in yet: give an e-mail address with the password.':
      'ليس لهذا الطالب حساب دخول بعد: أدخل بريدًا إلكترونيًا مع كلمة المرور.',
    "A tutor's role is set on the Tutors page.": 'يُحدَّد دور المعلّم من صفحة المعلّمين.',
    'You cannot delete or demote your own account.': 'لا يمكنك حذف حسابك أو تخفيض صلاحياته.',
    'This account has payments on record, so it cannot be deleted.':
      'لهذا الحساب مدفوعات مسجّلة، فلا يمكن حذفه.',
    'If an account exists for that address, we have sent a link to reset the password.':
      'إن كان لهذا العنوان حساب، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
    'Your password has been reset. You can now sign in.':
      'أُعيد تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
    "Your password has been reset and {name} is your account's e-mail address again. Everyone else has been signed out. You can now sign in.":
      'أُعيد تعيين كلمة المرور وعاد {name} بريدًا إلكترونيًا لحسابك. سُجّل خروج الجميع. يمكنك الآن تسجيل الدخول.',
    'Your password is set. Sign in with {name} to see your classes.':
      'تم تعيين كلمة المرور. سجّل الدخول بـ {name} لترى حصصك.',
    'Your password has been reset and everyone else has been signed out, but {name} could not be put back on your account: another account uses it now. Sign in with {name2} and your new password, and contact us if that other account is not yours.':
      'أُعيد تعيين كلمة المرور وسُجّل خروج الجميع، لكن تعذّرت إعادة {name} إلى حسابك لأن حسابًا آخر يستخدمه الآن. سجّل الدخول بـ {name2} وكلمة المرور الجديدة، وتواصل معنا إن لم يكن ذلك الحساب لك.',
    'Another account uses this address now. Ask your parent to send the invitation to another address.':
      'حساب آخر يستخدم هذا العنوان الآن. اطلب من وليّ أمرك إرسال الدعوة إلى عنوان آخر.',

    // ── Leads, uploads ──────────────────────────────────────────────────────────────────────
    'Your demo request has been received.': 'وصلنا طلب الحصة التجريبية.',
    'Your request has been sent successfully!': 'أُرسل طلبك بنجاح!',
    'Thank you! We have received your message and will reply soon.':
      'شكرًا لك! وصلتنا رسالتك وسنردّ عليك قريبًا.',
    'Thank you! Please check your inbox and confirm your subscription.':
      'شكرًا لك! يُرجى مراجعة بريدك الوارد وتأكيد اشتراكك.',
    'Staff can only unsubscribe an address.': 'لا يملك الموظفون إلا إلغاء اشتراك عنوان.',
    'The file field must be a file.': 'يجب أن يكون حقل الملف ملفًا.',
    'The file must be a file of type: pdf, doc, docx.':
      'يجب أن يكون الملف من نوع: pdf أو doc أو docx.',
    'The file must not be greater than {n} MB.': 'يجب ألا يزيد حجم الملف على {n} ميغابايت.',
    'The file is damaged and cannot be opened.': 'الملف تالف ولا يمكن فتحه.',
    'The file must not contain more than {n} parts.': 'يجب ألا يحتوي الملف على أكثر من {n:parts}.',
    'The file must not expand to more than {n} MB when opened.':
      'يجب ألا يزيد حجم الملف بعد فتحه على {n} ميغابايت.',
    'The file name contains characters that are not allowed.':
      'يحتوي اسم الملف على رموز غير مسموح بها.',
    'The file must be an image of type: jpeg, png, webp.':
      'يجب أن يكون الملف صورة من نوع: jpeg أو png أو webp.',
    'The image could not be read.': 'تعذّرت قراءة الصورة.',

    // ── Payments ────────────────────────────────────────────────────────────────────────────
    'You already own this book.': 'أنت تملك هذا الكتاب بالفعل.',
    'The payment provider is not answering. Please try again.':
      'مزوّد الدفع لا يستجيب. يُرجى المحاولة مرة أخرى.',
    'The webhook signature is not valid.': 'توقيع الإشعار غير صالح.',
    'Received.': 'تم الاستلام.',

    // ── Back office ─────────────────────────────────────────────────────────────────────────
    'A record this one refers to does not exist.': 'سجلٌّ يشير إليه هذا السجل غير موجود.',
    'The ids field must only name rows of this list.':
      'يجب ألا يذكر حقل المعرّفات إلا صفوف هذه القائمة.',
    'The ids field must list every image of the book.': 'يجب أن يذكر حقل المعرّفات كل صور الكتاب.',
    'The ids field must list every item of the course’s syllabus.':
      'يجب أن يذكر حقل المعرّفات كل بنود منهج الدورة.',
    'The ids field must not repeat an id.': 'يجب ألا يتكرر معرّف في حقل المعرّفات.',
    'This mail has already been sent.': 'أُرسلت هذه الرسالة من قبل.',
    'This category still has courses. Move or delete them first.':
      'ما زالت في هذه الفئة دورات. انقلها أو احذفها أولًا.',
    'This group still has tiers. Move or delete them first.':
      'ما زالت في هذه المجموعة خطط. انقلها أو احذفها أولًا.',
    'Learners have subscriptions or payments for this course, so it cannot be deleted.':
      'للطلاب اشتراكات أو مدفوعات في هذه الدورة، فلا يمكن حذفها.',
    'Learners have subscriptions or payments for this tier, so it cannot be deleted.':
      'للطلاب اشتراكات أو مدفوعات في هذه الخطة، فلا يمكن حذفها.',
    'Learners own or have paid for this book, so it cannot be deleted.':
      'يملك طلابٌ هذا الكتاب أو دفعوا ثمنه، فلا يمكن حذفه.',
    'This subscription was paid for; cancel it instead of deleting it.':
      'دُفع ثمن هذا الاشتراك؛ ألغِه بدلًا من حذفه.',
    'This page already exists; edit it instead.': 'هذه الصفحة موجودة؛ عدّلها بدلًا من ذلك.',
    'The site needs this page; edit it instead.': 'يحتاج الموقع إلى هذه الصفحة؛ عدّلها بدلًا من ذلك.',
    'The end must be after the start.': 'يجب أن تكون النهاية بعد البداية.',
    'Lessons or homework already recorded name this item, so it cannot be deleted. Rename it instead.':
      'تذكر دروسٌ أو واجبات مسجّلة هذا البند، فلا يمكن حذفه. غيّر اسمه بدلًا من ذلك.',
    'Lessons or homework already recorded name this item, so its kind cannot change. Add a new item instead.':
      'تذكر دروسٌ أو واجبات مسجّلة هذا البند، فلا يمكن تغيير نوعه. أضف بندًا جديدًا بدلًا من ذلك.',
    'Only a Quran item has a range of ayat.': 'لا يكون نطاق الآيات إلا لبند من القرآن.',
    'The range must end at or after the ayah it starts from.':
      'يجب أن ينتهي النطاق عند الآية التي يبدأ منها أو بعدها.',
    'Each grade must have its own name.': 'يجب أن يكون لكل تقدير اسم خاص به.',
    'Choose a tutor: this subscription has no weekly plan to take one from.':
      'اختر معلّمًا: ليس لهذا الاشتراك خطة أسبوعية يؤخذ منها.',

    // ── Teaching (teaching.ts, teaching-rules.ts, modules/teaching) ─────────────────────────
    'The tutor already has a class at that time.': 'لدى المعلّم حصة أخرى في هذا الوقت.',
    'Classes can be cancelled or moved up to {n} hours before they start; this one now counts as taken.':
      'يمكن إلغاء الحصص أو نقلها حتى {n:hours} قبل بدئها؛ وهذه الحصة تُحتسب الآن مأخوذة.',
    'This class has been cancelled.': 'أُلغيت هذه الحصة.',
    'The new time must be in the future.': 'يجب أن يكون الموعد الجديد في المستقبل.',
    'A make-up class must take place within {n} weeks of the class it replaces.':
      'يجب أن تُعقد الحصة التعويضية خلال {n:weeks} من الحصة التي تعوّضها.',
    'This make-up credit has been used or has expired.':
      'استُخدم رصيد التعويض هذا أو انتهت صلاحيته.',
    'A class that has started cannot be cancelled; record it instead.':
      'لا يمكن إلغاء حصة بدأت؛ سجّلها بدلًا من ذلك.',
    'A class can be recorded once it has started.': 'تُسجَّل الحصة بعد أن تبدأ.',
    'A lesson is recorded for a learner who attended.': 'يُسجَّل الدرس لطالب حضر الحصة.',
    'The new time must be at least {n} hours from now, so your tutor can prepare.':
      'يجب أن يكون الموعد الجديد بعد {n:hours} على الأقل من الآن، ليستعدّ معلّمك.',
    'The new time must be before the end of your subscription.':
      'يجب أن يكون الموعد الجديد قبل نهاية اشتراكك.',
    'This subscription has been cancelled.': 'أُلغي هذا الاشتراك.',
    ...AR_SCHOOL_YEAR,
    // ── The learning record (lessons.ts, recording.ts, modules/lessons, quran) ──────────────
    'A class has at most {n} entries.': 'لا تزيد مدخلات الحصة على {n:entries}.',
    'The item field must be a syllabus item.': 'يجب أن يكون حقل البند بندًا من المنهج.',
    'The word field must be a word of the ayah.': 'يجب أن يكون حقل الكلمة كلمةً من الآية.',
    'The mistake must be on an ayah of the lesson.': 'يجب أن يكون الخطأ في آية من آيات الدرس.',
    'Only a Quran lesson has a range of ayat.': 'لا يكون نطاق الآيات إلا لدرس قرآن.',
    'A Quran lesson is a range of ayat, not an item.': 'درس القرآن نطاق من الآيات، لا بند.',
    'The item must be a lesson of this course’s syllabus.':
      'يجب أن يكون البند درسًا من منهج هذه الدورة.',
    'A trial class has no learning record.': 'ليس للحصة التجريبية سجل تعلّم.',
    'Mistakes are marked on ayat.': 'تُعلَّم الأخطاء على الآيات.',
    'Ayah {name} has no word {n}.': 'ليس في الآية {name} كلمة رقم {n}.',
    'The range is too long to show at once: at most {n} words (about a juz).':
      'النطاق أطول من أن يُعرض مرة واحدة: {n:words} على الأكثر (نحو جزء).',

    // ── Families (families.ts, admin/families.ts, modules/families) ─────────────────────────
    'A family may have at most {n} children.': 'لا تضم العائلة أكثر من {n:children}.',
    'A child has at most {n} parents: unlink one first, or move the child.':
      'للطفل {n:parents} على الأكثر: افصل أحدهما أولًا، أو انقل الطفل.',
    '{name} already has {n} guardians.': 'لدى {name} {n:parents} بالفعل.',
    '{name} already signs in with an address of their own.':
      '{name} يسجّل الدخول بعنوان خاص به بالفعل.',
    'You already have {n} guardians.': 'لديك {n:parents} بالفعل.',
    'You may have at most {n} invitations waiting for an answer: cancel one first.':
      'لا يمكن أن تكون لك أكثر من {n:invitations} تنتظر الرد: ألغِ واحدة أولًا.',
    'That is your own address: invite someone else.': 'هذا عنوانك أنت: ادعُ شخصًا آخر.',
    'You have already invited this address: send that invitation again from the list instead.':
      'سبق أن دعوت هذا العنوان: أعد إرسال تلك الدعوة من القائمة بدلًا من ذلك.',
    'A child gets a sign-in of their own from the year they turn 14; until then their parents are mailed.':
      'يحصل الطفل على حساب دخول خاص به من السنة التي يبلغ فيها 14 عامًا؛ وحتى ذلك الحين تُرسَل الرسائل إلى والديه.',
    'There is no invitation for your account at this link. If it was sent to another address, sign in with that address; or ask for a new invitation.':
      'لا توجد دعوة لحسابك على هذا الرابط. إن أُرسلت إلى عنوان آخر فسجّل الدخول بذلك العنوان، أو اطلب دعوة جديدة.',
    'This invitation has already been accepted.': 'قُبلت هذه الدعوة من قبل.',
    'This invitation has expired. Ask whoever sent it to send it again.':
      'انتهت صلاحية هذه الدعوة. اطلب ممن أرسلها إرسالها مرة أخرى.',
    'This invitation is your own: nobody can be their own guardian.':
      'هذه الدعوة منك أنت: لا يكون أحدٌ وليَّ أمر نفسه.',
    'Please confirm that you agree to the school keeping your child’s details and teaching them.':
      'يُرجى تأكيد موافقتك على احتفاظ المدرسة ببيانات طفلك وتعليمه.',
    'Please confirm that the parent agrees to the school keeping the child’s details and teaching them.':
      'يُرجى تأكيد موافقة وليّ الأمر على احتفاظ المدرسة ببيانات الطفل وتعليمه.',
    'A learner cannot be their own parent.': 'لا يكون الطالب وليَّ أمر نفسه.',
    'Only a learner can be a child in a family.': 'لا يكون طفلًا في عائلة إلا طالب.',
    'Only a learner’s account can be a parent: tutors and staff sign in for work.':
      'لا يكون وليَّ أمر إلا حساب طالب: المعلّمون والموظفون يسجّلون الدخول للعمل.',
    'Tutors and staff sign in for work: a family is a learner’s account.':
      'المعلّمون والموظفون يسجّلون الدخول للعمل: العائلة حساب طالب.',
    'This learner is already a child of this parent.': 'هذا الطالب طفلٌ لوليّ الأمر هذا بالفعل.',
    'This learner is already one of the child’s parents.': 'هذا الطالب أحد وليَّي أمر الطفل بالفعل.',
    'This learner is a parent (or grandparent) of the parent: they cannot also be their child.':
      'هذا الطالب وليّ أمر (أو جدّ) لوليّ الأمر: فلا يكون طفلًا له أيضًا.',
    'This learner is not a child of this parent.': 'هذا الطالب ليس طفلًا لوليّ الأمر هذا.',
    'This child has no sign-in of their own and no other parent: unlinked, nobody could see or pay for them. Move them to another parent instead, or link a second parent first.':
      'ليس لهذا الطفل حساب دخول خاص به ولا وليّ أمر آخر: إن فُصل فلن يستطيع أحد رؤيته أو الدفع عنه. انقله إلى وليّ أمر آخر بدلًا من ذلك، أو اربط وليّ أمر ثانيًا أولًا.',
    'Choose another parent: the child is already in this family.':
      'اختر وليّ أمر آخر: الطفل في هذه العائلة بالفعل.',
    'You are {name}’s guardian now.': 'أصبحت وليَّ أمر {name}.',
    'You are {name}’s guardian: you cannot be their child as well.':
      'أنت وليّ أمر {name}: فلا يمكن أن تكون طفلًا له أيضًا.',
    'You are already {name}’s guardian.': 'أنت وليّ أمر {name} بالفعل.',
    '{name} is your guardian: you cannot be theirs as well.':
      '{name} وليّ أمرك: فلا يمكن أن تكون وليّ أمره أيضًا.',
    '{name}’s family is full ({n} children).': 'اكتملت عائلة {name} ({n:children}).',
    'You are already in {name}’s family.': 'أنت في عائلة {name} بالفعل.',
    'You are in {name}’s family now: they see your classes and progress.':
      'أصبحت في عائلة {name}: يرى حصصك وتقدّمك.',
    'We have sent {name} a link to choose a password and sign in with {name2}.':
      'أرسلنا إلى {name} رابطًا لاختيار كلمة مرور وتسجيل الدخول بـ {name2}.',

    // ── Certificates (certificates.ts, certificate-words.ts, modules/certificates) ──────────
    'Choose the kind of certificate.': 'اختر نوع الشهادة.',
    'Only a memorisation milestone names ayat.': 'لا تذكر الآيات إلا شهادة إتمام الحفظ.',
    'No certificate has this code.': 'لا توجد شهادة بهذا الرمز.',
    'This certificate is revoked already.': 'أُلغيت هذه الشهادة من قبل.',
    'No such certificate proposal.': 'لا يوجد اقتراح شهادة كهذا.',
    'This proposal is decided already.': 'بُتّ في هذا الاقتراح من قبل.',
    'The school does not take certificate proposals from tutors. Ask the school’s staff.':
      'لا تقبل المدرسة اقتراحات الشهادات من المعلّمين. اسأل موظفي المدرسة.',
    'The school revoked this certificate.': 'ألغت المدرسة هذه الشهادة.',
    'The credential names no certificate of this school.':
      'لا تدل الوثيقة على أي شهادة من شهادات هذه المدرسة.',
    'The signature does not verify against the school’s published key: the credential was changed, or the school did not issue it.':
      'لا يتطابق التوقيع مع المفتاح المنشور للمدرسة: إما أن الوثيقة غُيّرت، وإما أن المدرسة لم تصدرها.',
    'This is not a credential as the school issues them: three parts of letters, digits, - and _ joined by dots.':
      'هذه ليست وثيقة كالتي تصدرها المدرسة: ثلاثة أجزاء من أحرف وأرقام و- و_ تفصل بينها نقاط.',
    'Choose a learner you teach.': 'اختر طالبًا تدرّسه.',
    'The selected course is not the learner’s.': 'الدورة المختارة ليست من دورات الطالب.',

    // ── Tutors' pay (pay.ts, modules/pay) ───────────────────────────────────────────────────
    'Give the month as YYYY-MM.': 'اكتب الشهر بصيغة YYYY-MM.',
    'Give the currency as its three-letter code, such as USD.':
      'اكتب العملة برمزها المكوّن من ثلاثة أحرف، مثل USD.',
    'Choose per class or per hour.': 'اختر لكل حصة أو لكل ساعة.',
    'This rate applies to a month already paid to the tutor, so it can no longer change. Start a new rate after that month instead.':
      'ينطبق هذا الأجر على شهر دُفع للمعلّم من قبل، فلا يمكن تغييره. ابدأ أجرًا جديدًا بعد ذلك الشهر بدلًا من ذلك.',
    'The tutor already has a rate from that day.': 'للمعلّم أجر يبدأ من ذلك اليوم بالفعل.',
    'This month has not ended on the school’s clock yet: it can be paid once it has.':
      'لم ينتهِ هذا الشهر بعد بحسب ساعة الأكاديمية: يمكن دفعه بعد انتهائه.',
    'This month is already paid to the tutor.': 'دُفع هذا الشهر للمعلّم من قبل.',
    'Some classes of this month are not recorded yet: record them (or have the tutor record them) before paying the month.':
      'بعض حصص هذا الشهر لم تُسجَّل بعد: سجّلها (أو اطلب من المعلّم تسجيلها) قبل دفع الشهر.',

    // ── A person's reading settings (auth.ts) ──────────────────────────────────────────────
    'The selected digits are invalid.': 'الأرقام المختارة غير صالحة.',
  },
  labels: AR_LABELS,
  plurals: AR_PLURALS,
};
