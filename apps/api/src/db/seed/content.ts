/**
 * Demo catalogue for the Iqra online school.
 *
 * Plain typed constants used by the database seed. No imports on purpose:
 * this module must stay self-contained so it can be type-checked alone.
 */

export interface SeedCategory {
  slug: string;
  name: string;
  featured: boolean;
}

export interface SeedCourse {
  slug: string;
  name: string;
  /** Category slug. */
  category: string;
  description: string;
  imageAlt: string;
  featured: boolean;
  /** 1–100, used for the "Most Popular" sort. */
  popularity: number;
  /** 3.5–5.0, one decimal place. */
  rating: number;
  ratingCount: number;
}

export interface SeedTier {
  slug: string;
  name: string;
  priceCents: number;
  description: string;
  features: string[];
  featured: boolean;
}

export interface SeedTierGroup {
  name: string;
  minutes: number;
  tiers: SeedTier[];
}

export interface SeedTestimonial {
  name: string;
  testimonial: string;
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedBook {
  slug: string;
  title: string;
  description: string;
  priceCents: number;
  media: { file: string; name: string }[];
}

export interface SeedPage {
  slug: 'about-us' | 'privacy-policy' | 'contact-us';
  html: string;
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const categories: SeedCategory[] = [
  { slug: 'quran', name: 'Quran', featured: true },
  { slug: 'arabic', name: 'Arabic', featured: true },
  { slug: 'islamic-studies', name: 'Islamic Studies', featured: true },
];

// ---------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------

export const courses: SeedCourse[] = [
  // Quran
  {
    slug: 'noorani-qaida',
    name: 'Noorani Qaida',
    category: 'quran',
    description:
      'Learn to read Arabic letters correctly from the very first lesson. ' +
      'Your tutor guides you through the alphabet, letter sounds, short and long vowels, ' +
      'sukoon and shaddah, step by step. It is the ideal first course for children and ' +
      'adult beginners before reading the Quran.',
    imageAlt: 'A child pointing to Arabic letters in a Noorani Qaida book during an online lesson',
    featured: true,
    popularity: 98,
    rating: 4.9,
    ratingCount: 412,
  },
  {
    slug: 'quran-reading',
    name: 'Quran Reading',
    category: 'quran',
    description:
      'Read the Quran fluently and with confidence, one page at a time. ' +
      'Once you know the letters, your tutor listens to you read, corrects each mistake ' +
      'gently and helps you build a steady daily habit. We start with short surahs and ' +
      'move on at your own pace.',
    imageAlt: 'An open copy of the Quran on a wooden stand beside a laptop showing a tutor',
    featured: false,
    popularity: 90,
    rating: 4.8,
    ratingCount: 356,
  },
  {
    slug: 'tajweed',
    name: 'Tajweed',
    category: 'quran',
    description:
      'Recite the Quran beautifully, the way it was revealed. ' +
      'You will learn where each letter comes from (makharij), the rules of noon sakinah ' +
      'and tanween, meem sakinah, qalqalah and madd. Every rule is practised on real ' +
      'verses while your tutor listens and corrects.',
    imageAlt: 'A page of the Quran with colour-coded tajweed rules highlighted',
    featured: true,
    popularity: 94,
    rating: 4.9,
    ratingCount: 298,
  },
  {
    slug: 'hifz',
    name: 'Hifz (Quran Memorization)',
    category: 'quran',
    description:
      'Memorise the Quran with a clear plan and a tutor who checks each line. ' +
      'Each class covers a new portion, recent lessons and older revision, so what you ' +
      'learn stays with you. Most students begin with Juz Amma and grow from there, ' +
      'whatever their age.',
    imageAlt: 'A young student reciting from memory with the Quran closed in front of him',
    featured: true,
    popularity: 86,
    rating: 4.8,
    ratingCount: 187,
  },

  // Arabic
  {
    slug: 'arabic-for-beginners',
    name: 'Arabic for Beginners',
    category: 'arabic',
    description:
      'Start speaking, reading and writing simple Arabic from day one. ' +
      'With a native Arabic tutor, you learn everyday words, short sentences and basic ' +
      'grammar through conversation and practice. No experience is needed, and lessons ' +
      'are explained in clear English.',
    imageAlt: 'A tutor holding up a card with an Arabic greeting on a video call',
    featured: true,
    popularity: 88,
    rating: 4.7,
    ratingCount: 264,
  },
  {
    slug: 'quranic-arabic',
    name: 'Quranic Arabic',
    category: 'arabic',
    description:
      'Understand the words you recite in your prayers and in the Quran. ' +
      'This course teaches the most common Quranic vocabulary, word roots and sentence ' +
      'patterns using verses you already know, such as Surah Al-Fatihah. Soon you will ' +
      'recognise meanings as you read.',
    imageAlt: 'Arabic words from Surah Al-Fatihah with their English meanings written beneath',
    featured: true,
    popularity: 82,
    rating: 4.8,
    ratingCount: 173,
  },
  {
    slug: 'modern-standard-arabic',
    name: 'Modern Standard Arabic',
    category: 'arabic',
    description:
      'Build real Arabic for reading, writing and speaking in today’s world. ' +
      'Modern Standard Arabic is used in books, news and formal speech across the Arab ' +
      'world. Lessons mix conversation, reading and writing, and follow a clear level-by-' +
      'level path.',
    imageAlt: 'An Arabic newspaper and a notebook with handwritten Arabic practice sentences',
    featured: false,
    popularity: 64,
    rating: 4.6,
    ratingCount: 98,
  },
  {
    slug: 'arabic-grammar',
    name: 'Arabic Grammar (Nahw & Sarf)',
    category: 'arabic',
    description:
      'Master the grammar that unlocks classical Arabic texts and the Quran. ' +
      'Nahw teaches how words work together in a sentence, and sarf teaches how words ' +
      'change their form. You will analyse real sentences and verses until the patterns ' +
      'feel natural.',
    imageAlt: 'A whiteboard showing an Arabic verb conjugation table in neat handwriting',
    featured: false,
    popularity: 57,
    rating: 4.7,
    ratingCount: 76,
  },

  // Islamic Studies
  {
    slug: 'fiqh',
    name: 'Fiqh Essentials',
    category: 'islamic-studies',
    description:
      'Learn to practise the daily worship of Islam correctly and with ease. ' +
      'This course covers purification, wudu, the five daily prayers, fasting and zakat ' +
      'in simple steps. Your tutor explains each ruling clearly and answers your ' +
      'questions along the way.',
    imageAlt: 'A prayer mat laid out beside a small table with an Islamic studies notebook',
    featured: false,
    popularity: 70,
    rating: 4.7,
    ratingCount: 121,
  },
  {
    slug: 'seerah',
    name: 'Seerah of the Prophet ﷺ',
    category: 'islamic-studies',
    description:
      'Discover the life of the Prophet Muhammad ﷺ in Makkah and Madinah. ' +
      'You will study his early life, the first revelation, the years of patience in ' +
      'Makkah, the Hijrah and the building of the community in Madinah, with lessons for ' +
      'our lives today.',
    imageAlt:
      'A map of the Arabian Peninsula marking the route of the Hijrah from Makkah to Madinah',
    featured: false,
    popularity: 68,
    rating: 4.9,
    ratingCount: 109,
  },
  {
    slug: 'aqeedah',
    name: 'Aqeedah Foundations',
    category: 'islamic-studies',
    description:
      'Build a firm understanding of what Muslims believe and why. ' +
      'This course explains tawhid, the names and attributes of Allah, and the six ' +
      'pillars of iman: belief in Allah, His angels, His books, His messengers, the Last ' +
      'Day and divine decree.',
    imageAlt: 'A student taking notes on the six pillars of iman during an online class',
    featured: false,
    popularity: 55,
    rating: 4.8,
    ratingCount: 84,
  },
  {
    slug: 'islamic-studies-for-kids',
    name: 'Islamic Studies for Kids',
    category: 'islamic-studies',
    description:
      'Help your child love Islam through stories, duas and fun lessons. ' +
      'Children learn the five pillars of Islam, the six pillars of iman, daily duas, ' +
      'good manners and stories of the prophets, peace be upon them. Lessons are short, ' +
      'friendly and suited to their age.',
    imageAlt:
      'A smiling child on a video call with a tutor, holding a colourful Islamic studies book',
    featured: true,
    popularity: 92,
    rating: 4.9,
    ratingCount: 238,
  },
];

// ---------------------------------------------------------------------------
// Pricing tiers (monthly, USD)
// ---------------------------------------------------------------------------

export const tierGroups: SeedTierGroup[] = [
  {
    name: '30 Minutes',
    minutes: 30,
    tiers: [
      {
        slug: '30-basic',
        name: 'Basic',
        priceCents: 3900,
        description: 'Two 30-minute classes a week, ideal for young children and busy adults.',
        features: [
          '2 classes a week',
          '8 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Monthly progress report',
        ],
        featured: false,
      },
      {
        slug: '30-standard',
        name: 'Standard',
        priceCents: 5500,
        description: 'Three 30-minute classes a week for steady, regular progress.',
        features: [
          '3 classes a week',
          '12 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Monthly progress report',
          'Free make-up class',
        ],
        featured: true,
      },
      {
        slug: '30-intensive',
        name: 'Intensive',
        priceCents: 8500,
        description: 'Five 30-minute classes a week for fast progress and Hifz students.',
        features: [
          '5 classes a week',
          '20 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Weekly progress notes',
          'Free make-up classes',
        ],
        featured: false,
      },
      {
        slug: '30-family',
        name: 'Family',
        priceCents: 9900,
        description: 'Six 30-minute classes a week shared between up to three family members.',
        features: [
          '6 classes a week, shared',
          'Up to 3 family members',
          'Native Arabic tutor',
          'One account for the whole family',
          'Monthly progress report for each learner',
        ],
        featured: false,
      },
    ],
  },
  {
    name: '60 Minutes',
    minutes: 60,
    tiers: [
      {
        slug: '60-basic',
        name: 'Basic',
        priceCents: 6900,
        description: 'Two 60-minute classes a week, with time to go deeper in each lesson.',
        features: [
          '2 classes a week',
          '8 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Monthly progress report',
        ],
        featured: false,
      },
      {
        slug: '60-standard',
        name: 'Standard',
        priceCents: 9900,
        description: 'Three 60-minute classes a week for strong, consistent progress.',
        features: [
          '3 classes a week',
          '12 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Monthly progress report',
          'Free make-up class',
        ],
        featured: true,
      },
      {
        slug: '60-intensive',
        name: 'Intensive',
        priceCents: 14900,
        description: 'Five 60-minute classes a week for serious learners and Hifz students.',
        features: [
          '5 classes a week',
          '20 classes a month',
          'Native Arabic tutor',
          'Flexible schedule',
          'Weekly progress notes',
          'Free make-up classes',
        ],
        featured: false,
      },
      {
        slug: '60-family',
        name: 'Family',
        priceCents: 17900,
        description: 'Six 60-minute classes a week shared between up to three family members.',
        features: [
          '6 classes a week, shared',
          'Up to 3 family members',
          'Native Arabic tutor',
          'One account for the whole family',
          'Monthly progress report for each learner',
        ],
        featured: false,
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Parent of Yusuf (8), Manchester, UK',
    testimonial:
      'Yusuf finished the Noorani Qaida in five months and now reads short surahs on his own. ' +
      'His tutor is patient and makes every class feel like a game. ' +
      'He actually reminds me when it is time for his lesson.',
  },
  {
    name: 'Sarah M., Toronto, Canada',
    testimonial:
      'I took my shahada last year and wanted to pray properly in Arabic. ' +
      'My teacher went through Al-Fatihah and the prayer word by word and explained the meaning of each part. ' +
      'I now pray with confidence instead of reading from my phone.',
  },
  {
    name: 'Hafiz A., Kuala Lumpur, Malaysia',
    testimonial:
      'I could already read the Quran, but my tajweed was weak. ' +
      'After three months of classes I finally understand idgham and ikhfa, and my tutor corrects my makharij every lesson. ' +
      'Fitting classes around my work shifts has been easy.',
  },
  {
    name: 'Parent of Maryam and Zainab, Lagos, Nigeria',
    testimonial:
      'Both of my daughters study with the same female tutor on the Family plan. ' +
      'Maryam is memorising Juz Amma and Zainab is learning her daily duas. ' +
      'The monthly reports help me see exactly where each of them is.',
  },
  {
    name: 'David K., Austin, USA',
    testimonial:
      'I started Arabic for Beginners with no background at all. ' +
      'Six months later I can hold a simple conversation and read short texts. ' +
      'My tutor explains everything clearly in English and never rushes me.',
  },
  {
    name: 'Parent of Ibrahim (11), Sydney, Australia',
    testimonial:
      'The time difference worried us at first, but Ibrahim has his Hifz classes before school every morning. ' +
      'His tutor checks his revision as well as his new lesson, so he does not forget what he has learned. ' +
      'He has memorised three juz so far, alhamdulillah.',
  },
];

// ---------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------

export const faqs: SeedFaq[] = [
  {
    question: 'Can I try a free demo class first?',
    answer:
      'Yes. Book a free demo class and meet a tutor before you pay anything. ' +
      'The tutor will check your level, or your child’s level, and suggest the right course. ' +
      'There is no obligation to sign up afterwards.',
  },
  {
    question: 'How do the online classes work?',
    answer:
      'Every class is a live, one-to-one lesson on a video call. ' +
      'Before each class you receive a video call link, and you simply join at the agreed time. ' +
      'Your tutor shares the lesson on screen, so you can read and practise together.',
  },
  {
    question: 'Who are the tutors?',
    answer:
      'Our tutors are native Arabic speakers who also speak English, and many are Al-Azhar certified. ' +
      'Every tutor is interviewed and tested on recitation, knowledge and teaching skills before joining us. ' +
      'They have experience teaching both children and adults.',
  },
  {
    question: 'How does scheduling work across time zones?',
    answer:
      'You choose the days and times that suit you, and we match you with a tutor who is free then. ' +
      'Class times are shown in your own time zone. ' +
      'If you need to reschedule, let us know at least 12 hours before the class and we will find a new time.',
  },
  {
    question: 'What age can children start?',
    answer:
      'Most children start from around age 4 or 5, once they can sit and focus for a short lesson. ' +
      'We suggest 30-minute classes for young children. ' +
      'Our tutors keep lessons short, friendly and interactive for little learners.',
  },
  {
    question: 'Do you have female tutors?',
    answer:
      'Yes. We have experienced female tutors for sisters and for children. ' +
      'Just choose a female tutor when you book your demo class or your plan. ' +
      'You can also ask to change tutor at any time.',
  },
  {
    question: 'How do payment and cancellation work?',
    answer:
      'Plans are paid monthly through PayPal, and you can pay with your PayPal balance or a card. ' +
      'There is no long-term contract, so you can cancel anytime. ' +
      'Your classes continue until the end of the month you have paid for.',
  },
  {
    question: 'What do I need to join a class?',
    answer:
      'You need a computer, tablet or phone with a stable internet connection, a camera and a microphone. ' +
      'Headphones help in a busy home. ' +
      'Your tutor will tell you if you need a book, such as the Noorani Qaida, for your course.',
  },
];

// ---------------------------------------------------------------------------
// Books
// ---------------------------------------------------------------------------

/** A book's gallery: its cover, then its sample pages in order (`page-1.jpg`, …). */
function coverAndPages(...pageNames: string[]): SeedBook['media'] {
  return [
    { file: 'cover.jpg', name: 'Cover' },
    ...pageNames.map((name, index) => ({ file: `page-${index + 1}.jpg`, name })),
  ];
}

export const books: SeedBook[] = [
  {
    slug: 'noorani-qaida-workbook',
    title: 'Noorani Qaida Workbook',
    description:
      'A practice workbook that follows the Noorani Qaida lesson by lesson. ' +
      'Large, clear letters, tracing pages and short reading drills help beginners of any age learn to read Arabic.',
    priceCents: 1499,
    media: coverAndPages(
      'Lesson 1: The letters alif to tha',
      'Lesson 2: Letters that look alike',
      'Exercise: joining letters',
      'Lesson 5: Fatha, kasra and damma',
    ),
  },
  {
    slug: 'tajweed-made-simple',
    title: 'Tajweed Made Simple',
    description:
      'A friendly guide to the main rules of tajweed in plain English. ' +
      'Each rule comes with colour-coded examples from the Quran and short practice exercises to check your understanding.',
    priceCents: 2499,
    media: coverAndPages(
      'Chapter 1: Makharij, where letters come from',
      'Chapter 3: Rules of noon sakinah and tanween',
      'Chapter 5: Qalqalah with examples',
      'Practice: spotting madd in Surah Al-Fatihah',
    ),
  },
  {
    slug: 'arabic-alphabet-activity-book',
    title: 'Arabic Alphabet Activity Book',
    description:
      'A colourful activity book for young children learning the Arabic letters. ' +
      'Tracing, colouring, matching and simple puzzles make each letter fun to learn and easy to remember.',
    priceCents: 999,
    media: coverAndPages(
      'Trace and colour: the letter baa',
      'Match the letter to the picture',
      'Puzzle: find the hidden letters',
      'Activity: letters at the start, middle and end',
    ),
  },
  {
    slug: 'stories-of-the-prophets',
    title: 'Stories of the Prophets',
    description:
      'Illustrated stories of the prophets, peace be upon them, retold for children from the Quran. ' +
      'Each story ends with a short lesson and questions to talk about as a family.',
    priceCents: 1999,
    media: coverAndPages(
      'Story: Prophet Adam and the first home',
      'Story: Prophet Nuh and the Ark',
      'Story: Prophet Yunus and the whale',
      'Talk about it: questions for the family',
    ),
  },
  {
    slug: 'quranic-vocabulary-cards',
    title: 'Quranic Vocabulary',
    description:
      'A set of vocabulary cards with words that appear often in the Quran. ' +
      'Each card shows the Arabic word, its root, its English meaning and a short verse where it is used.',
    priceCents: 1799,
    media: coverAndPages(
      'Card set 1: words from Surah Al-Fatihah',
      'Card set 2: names and attributes of Allah',
      'Card set 3: common verbs and their roots',
      'How to use the cards: a daily review plan',
    ),
  },
];

// ---------------------------------------------------------------------------
// Static pages (HTML fragments: h2/h3/p/ul/li/strong/em/a only)
// ---------------------------------------------------------------------------

const aboutUsHtml = `
<h2>About Iqra</h2>
<p>Iqra is an online school for Quran, Arabic and Islamic studies. We teach children and adults all over the world, one-to-one, with native Arabic tutors who speak English. Our name comes from the first word revealed in the Quran: <em>iqra</em>, which means “read”.</p>
<p>Many of our students live far from a local teacher or mosque class. Others have busy lives and need lessons that fit around school, work and family. We started Iqra so that every learner can have a qualified, caring teacher, wherever they are.</p>

<h2>Our tutors</h2>
<p>Our tutors are native Arabic speakers, and many are <strong>Al-Azhar certified</strong>. Every tutor speaks English, so lessons are clear for beginners and for children who grew up outside the Arab world.</p>
<p>Before a tutor joins Iqra, we check three things:</p>
<ul>
  <li><strong>Knowledge:</strong> correct recitation, sound tajweed and a strong grasp of the subjects they teach.</li>
  <li><strong>Teaching:</strong> the ability to explain simply and adapt to each student’s level.</li>
  <li><strong>Character:</strong> patience, kindness and good manners, especially with children.</li>
</ul>
<p>We have both male and female tutors, so sisters and families can choose the teacher they are most comfortable with.</p>

<h2>How lessons work</h2>
<p>Every lesson is live and one-to-one. There are no crowded classrooms and no pre-recorded videos. Your tutor focuses only on you, or only on your child.</p>
<ul>
  <li><strong>Start with a free demo class.</strong> Meet a tutor, check your level and ask any questions.</li>
  <li><strong>Choose a plan.</strong> Pick 30-minute or 60-minute classes, from two to five times a week.</li>
  <li><strong>Learn at times that suit you.</strong> Class times are shown in your own time zone, and you can reschedule when life gets busy.</li>
  <li><strong>See your progress.</strong> Each month you receive a short report on what has been covered and what comes next.</li>
</ul>
<p>You join each class with a video call link. All you need is a computer, tablet or phone with a camera, a microphone and a stable internet connection.</p>

<h2>What we teach</h2>
<p>Our courses cover the Quran, from the Noorani Qaida and Quran reading to tajweed and Hifz. We teach Arabic for beginners, Quranic Arabic, Modern Standard Arabic and Arabic grammar. Our Islamic studies courses include fiqh, seerah, aqeedah and a special course for children.</p>

<h2>Our mission</h2>
<p>Our mission is simple: to help every student read the Quran correctly, understand it better and live by its guidance with love and confidence. We want children to grow up feeling close to the Quran, and adults to feel that it is never too late to start.</p>
<p>We believe good teaching is patient, personal and consistent. Whether you are taking your first steps with the Arabic letters or working towards memorising the whole Quran, we are here to walk that path with you.</p>
`.trim();

const privacyPolicyHtml = `
<h2>Privacy Policy</h2>
<p><em>Last updated: 22 November 2026</em></p>
<p>This policy explains what personal information Iqra collects, why we collect it, how long we keep it and the choices you have. We only collect what we need to run our classes and this website.</p>

<h3>Information we collect</h3>
<ul>
  <li><strong>Account details:</strong> your name, email address, password (stored in a securely hashed form, never in plain text), country and time zone. If you book for a child, we also collect the child’s first name and age.</li>
  <li><strong>Class schedules:</strong> your chosen course, plan, class times, assigned tutor, attendance and progress notes.</li>
  <li><strong>Demo class requests:</strong> the name, email address, phone or WhatsApp number, course and preferred times you give us when you ask for a free demo class.</li>
  <li><strong>Payments:</strong> payments are handled by PayPal. We never see or store your card number. PayPal tells us whether a payment succeeded, the amount, the date and a transaction reference.</li>
  <li><strong>Job applications:</strong> if you apply to teach with us, we collect your name, contact details, your resume and any other information you choose to send.</li>
  <li><strong>Messages:</strong> anything you send us by email, WhatsApp or our contact form.</li>
</ul>

<h3>Why we use it</h3>
<ul>
  <li>To create and manage your account and sign you in.</li>
  <li>To arrange classes, match you with a tutor and send class reminders.</li>
  <li>To take monthly payments and keep accurate financial records.</li>
  <li>To reply to your questions and demo class requests.</li>
  <li>To review job applications and hire tutors.</li>
  <li>To keep our website safe and working properly.</li>
</ul>
<p>We do not sell your personal information, and we do not use it for third-party advertising.</p>

<h3>Who we share it with</h3>
<p>Your tutor sees only what they need to teach you: your name, your child’s first name and age if relevant, your class times and your progress notes. We also use a small number of trusted service providers, such as PayPal for payments and our hosting and email providers. They may only use your information to provide their service to us.</p>

<h3>How long we keep it</h3>
<ul>
  <li><strong>Account and class records:</strong> for as long as your account is open, and for up to 12 months after it is closed.</li>
  <li><strong>Payment records:</strong> for as long as tax and accounting laws require, usually up to seven years.</li>
  <li><strong>Demo class requests:</strong> up to 12 months if you do not go on to create an account.</li>
  <li><strong>Job applications and resumes:</strong> up to 12 months after the hiring decision, unless you ask us to delete them sooner.</li>
</ul>

<h3>Cookies and local storage</h3>
<p>When you sign in, we save a sign-in token in your browser’s local storage so that you stay signed in between pages. This token is removed when you sign out. We do not use advertising or tracking cookies.</p>

<h3>Children’s privacy</h3>
<p>Accounts for children must be created and managed by a parent or guardian. We collect only the details needed to teach the child, and parents can review or delete them at any time.</p>

<h3>Your rights</h3>
<p>Depending on where you live, you may have the right to:</p>
<ul>
  <li>ask for a copy of the personal information we hold about you;</li>
  <li>ask us to correct information that is wrong;</li>
  <li>ask us to delete your information;</li>
  <li>object to or limit how we use your information;</li>
  <li>receive your information in a portable format.</li>
</ul>
<p>You may also complain to your local data protection authority. We will reply to any request within 30 days.</p>

<h3>Keeping your information safe</h3>
<p>We use encrypted connections (HTTPS), hashed passwords and limited staff access to protect your information. No system is perfectly secure, so please keep your password private and tell us straight away if you think your account has been misused.</p>

<h3>Changes to this policy</h3>
<p>We may update this policy from time to time. When we make important changes, we will update the date at the top of this page and let account holders know by email.</p>

<h3>Contact us</h3>
<p>If you have any questions about your privacy, email us at <a href="mailto:privacy@iqra.example">privacy@iqra.example</a>.</p>
`.trim();

const contactUsHtml = `
<h2>Contact Us</h2>
<p>We are always happy to hear from you. Whether you have a question about a course, need to change a class time or want to book a free demo class, our team is here to help.</p>

<h3>How to reach us</h3>
<ul>
  <li><strong>Email:</strong> <a href="mailto:hello@iqra.example">hello@iqra.example</a></li>
  <li><strong>WhatsApp:</strong> +1 (555) 010-0199</li>
</ul>

<h3>Opening hours</h3>
<p>Monday to Saturday, 8:00–22:00 GMT. We are closed on Sundays.</p>
<p>We usually reply within a few hours during opening hours, and always within one working day. Messages sent on Sunday are answered on Monday.</p>

<h3>Who to contact</h3>
<ul>
  <li><strong>Classes and scheduling:</strong> to book a demo, change a class time or ask about a tutor, email <a href="mailto:hello@iqra.example">hello@iqra.example</a> or message us on WhatsApp.</li>
  <li><strong>Billing:</strong> for questions about your plan, a PayPal payment or cancelling, email <a href="mailto:hello@iqra.example">hello@iqra.example</a> with “Billing” in the subject line.</li>
  <li><strong>Careers:</strong> if you would like to teach with us, send your resume to <a href="mailto:careers@iqra.example">careers@iqra.example</a>.</li>
  <li><strong>Privacy:</strong> for questions about your personal information, email <a href="mailto:privacy@iqra.example">privacy@iqra.example</a>.</li>
</ul>
<p>If your message is about a class today, please use WhatsApp so we can respond quickly.</p>
`.trim();

export const pages: SeedPage[] = [
  { slug: 'about-us', html: aboutUsHtml },
  { slug: 'privacy-policy', html: privacyPolicyHtml },
  { slug: 'contact-us', html: contactUsHtml },
];
