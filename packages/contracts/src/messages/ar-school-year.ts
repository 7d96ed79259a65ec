// The Arabic of the school's year's messages (decision 049): pauses, the school's calendar,
// tutors' leave; part of AR_MESSAGES (ar.ts), kept apart to keep that file readable.

export const AR_SCHOOL_YEAR: Readonly<Record<string, string>> = {
  // ── A learner's pause (pauses.ts) ────────────────────────────────────────────────────────
  'The last day must be on or after the first day.':
    'يجب أن يكون اليوم الأخير في اليوم الأول أو بعده.',
  'A pause can start tomorrow at the earliest.': 'أقرب موعد لبدء التوقف هو الغد.',
  'A pause must start before the plan ends.': 'يجب أن يبدأ التوقف قبل انتهاء الخطة.',
  'These days overlap another pause of this plan.': 'تتداخل هذه الأيام مع توقف آخر لهذه الخطة.',
  'A pause can last a year at most.': 'لا يزيد التوقف على سنة.',
  'This pause can no longer be withdrawn: it has begun, or it was refused.':
    'لم يعد ممكنًا سحب هذا التوقف: فقد بدأ أو رُفض.',
  'This pause has already been decided.': 'سبق البتّ في هذا التوقف.',
  'This pause has already begun: it can only be refused.':
    'بدأ هذا التوقف بالفعل: لا يمكن إلا رفضه.',

  'A cancelled class stays cancelled: add a class in its place instead.':
    'الحصة الملغاة تبقى ملغاة: أضف حصة مكانها بدلًا من ذلك.',
  'A recorded class is part of the learner’s record and stays.':
    'الحصة المسجّلة جزء من سجل الطالب وتبقى.',
  'The learner is owed a make-up class for this one: book it, or let the credit expire.':
    'للطالب حصة تعويضية مستحقة عن هذه الحصة: احجزها، أو اترك الرصيد تنتهي صلاحيته.',
  'The to field must be a date after from.': 'يجب أن يكون تاريخ «إلى» بعد تاريخ «من».',
  'The to field must not come before the from field.': 'يجب ألا يسبق «إلى» «من».',
  'A range may span at most {n} days.': 'يجب ألا يتجاوز النطاق {n:days}.',
  // ── The school's calendar (decision 049) ──────────────────────────────────────────────
  'A holiday may last at most {n} days.': 'لا تزيد العطلة على {n:days}.',
  'Choose Eid al-Fitr, Eid al-Adha or a closure.': 'اختر عيد الفطر أو عيد الأضحى أو إغلاقًا.',
  'The Hijri year field is required.': 'حقل السنة الهجرية مطلوب.',
  'The public field must be true or false.': 'يجب أن تكون قيمة حقل الظهور للعامة نعم أو لا.',
  'The first day must be today or later.': 'يجب أن يكون اليوم الأول اليوم أو بعده.',
  'The calendar has this Eid on {name}; it may move by at most {n} days.':
    'يقع هذا العيد في التقويم يوم {name}؛ ولا يُنقل أكثر من {n:days}.',
  'This Eid is already on the school’s calendar: change it there.':
    'هذا العيد موجود في تقويم الأكاديمية بالفعل: عدّله هناك.',
  'A holiday that has begun can no longer change.': 'لا تتغيّر العطلة بعد أن تبدأ.',
  'Choose whether the plan ends later or a make-up is given.':
    'اختر أن تنتهي الخطة لاحقًا أو أن تُمنح حصة تعويضية.',
  'This request already has a trial class booked.': 'لهذا الطلب حصة تجريبية محجوزة بالفعل.',
  'Choose a day of the week.': 'اختر يومًا من أيام الأسبوع.',
  'Choose at least one day.': 'اختر يومًا واحدًا على الأقل.',
  'Choose at most seven days.': 'اختر سبعة أيام على الأكثر.',
  'Each day may be chosen once.': 'يُختار كل يوم مرة واحدة.',
  'Give a time as HH:MM, from 00:00 to 23:59.': 'اكتب الوقت بصيغة HH:MM، من 00:00 إلى 23:59.',
  'Give a time as HH:MM.': 'اكتب الوقت بصيغة HH:MM.',
  'Give the date as YYYY-MM-DD.': 'اكتب التاريخ بصيغة YYYY-MM-DD.',
  'Give at most ten languages.': 'اذكر عشر لغات على الأكثر.',
  'Choose on or off.': 'اختر تشغيلًا أو إيقافًا.',
  'Choose yes or no.': 'اختر نعم أو لا.',
  'Choose what pays a tutor from the list.': 'اختر ما يُدفع عنه للمعلّم من القائمة.',
  'This kind of reminder does not exist.': 'هذا النوع من التذكيرات غير موجود.',
  'This unsubscribe link is not valid.': 'رابط إلغاء الاشتراك هذا غير صالح.',

  // ── Tutors' leave (tutor-leave.ts, modules/teaching/leave.ts; decision 049) ────────────
  'The last day must not come before the first day.': 'يجب ألا يسبق اليوم الأخير اليوم الأول.',
  'The first day must not be in the past on the tutor’s calendar.':
    'يجب ألا يكون اليوم الأول قد مضى بحسب تقويم المعلّم.',
  'A leave may last a year at most.': 'لا تزيد الإجازة على سنة.',
  'These days overlap another leave of the tutor.': 'تتداخل هذه الأيام مع إجازة أخرى للمعلّم.',
  'This leave has been decided already.': 'بُتّ في هذه الإجازة من قبل.',
  'Only a leave waiting for an answer, or an approved one not yet begun, can be withdrawn.':
    'لا يُسحب إلا طلب إجازة ينتظر الرد، أو إجازة موافَق عليها لم تبدأ بعد.',
  'Choose an active tutor other than the one on leave.':
    'اختر معلّمًا نشِطًا غير المعلّم الذي في إجازة.',

  // ── Seasonal timetables (seasons.ts, modules/teaching/seasons.ts) ───────────────────────
  'The {label} must be a date (YYYY-MM-DD).': 'يجب أن يكون {label} تاريخًا (YYYY-MM-DD).',
  'A seasonal timetable runs for at most {n} days.': 'لا يتجاوز الجدول الموسمي {n:days}.',
  'Choose to accept, decline or withdraw.': 'اختر القبول أو الرفض أو السحب.',
  'The first day must not be in the past.': 'يجب ألا يكون اليوم الأول في الماضي.',
  'This plan already has a seasonal timetable for some of these days.':
    'لهذه الخطة جدول موسمي لبعض هذه الأيام بالفعل.',
  'This seasonal timetable has already been answered.': 'سبقت الإجابة عن هذا الجدول الموسمي.',
  'This seasonal timetable has begun: it runs to its last day.':
    'بدأ هذا الجدول الموسمي: ويستمر حتى يومه الأخير.',
  'This subscription has no weekly plan yet.': 'ليس لهذا الاشتراك خطة أسبوعية بعد.',
  'This plan ends before the seasonal timetable begins.':
    'تنتهي هذه الخطة قبل أن يبدأ الجدول الموسمي.',
  'The other side answers this seasonal timetable.': 'يجيب الطرف الآخر عن هذا الجدول الموسمي.',
  'The school is closed on that day: choose another.':
    'الأكاديمية مغلقة في ذلك اليوم: اختر يومًا آخر.',
};
