import type { PageSlug } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { pageContentQueryOptions, usePageContent } from './api.ts';
import { GeneratedSources } from '../../components/generated-sources.tsx';
import { englishOf } from '../../components/in-english.ts';
import BANNER_WIDTHS from './banner-widths.json';

/** The page's HTML, which the server renders it with. */
export const prefetchOf =
  (slug: PageSlug): Prefetch =>
  (client) =>
    client.ensureQueryData(pageContentQueryOptions(slug));

interface PageSpec {
  slug: PageSlug;
  title: MessageDescriptor;
  description: MessageDescriptor;
  imageAlt: MessageDescriptor;
}

const PAGES: Record<PageSlug, PageSpec> = {
  'about-us': {
    slug: 'about-us',
    title: msg`About Us`,
    description: msg`Who we are: an online school of native Arabic tutors teaching Quran, Arabic and Islamic studies one-to-one, in English.`,
    imageAlt: msg`Geometric star pattern with the Arabic word nur, light`,
  },
  'privacy-policy': {
    slug: 'privacy-policy',
    title: msg`Privacy Policy`,
    description: msg`What Iqra collects about learners and visitors, why, how long we keep it, and your rights.`,
    imageAlt: msg`Geometric star pattern with the Arabic word amana, trust`,
  },
  'contact-us': {
    slug: 'contact-us',
    // The spec titles this page "About Us"; docs/decisions/003 explains why it says Contact Us.
    title: msg`Contact Us`,
    description: msg`How to reach the Iqra team by e-mail or WhatsApp, and when we answer.`,
    imageAlt: msg`Geometric star pattern with the Arabic word tawasul, keeping in touch`,
  },
};

/** As wide as the page's column (its widths: banner-widths.json, made by the image script). */
const BANNER_SIZES =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  '(min-width: 1200px) 1152px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** Breadcrumb, title, a fixed image, and the server's HTML ('...' until it has loaded). */
function ContentPage({ slug }: { slug: PageSlug }) {
  const { t, i18n } = useLingui();
  const page = PAGES[slug];
  const title = i18n._(page.title);
  usePageMeta(title, i18n._(page.description));
  const content = usePageContent(slug);

  return (
    <main className="container-page py-10">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: title }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">{title}</h1>
      {/* The page's largest paint: asked for at once, as AVIF or WebP at the screen's width. */}
      <picture>
        <GeneratedSources stem={`pages/${slug}`} widths={BANNER_WIDTHS} sizes={BANNER_SIZES} />
        <img
          src={`/images/pages/${slug}.jpg`}
          alt={i18n._(page.imageAlt)}
          width={1200}
          height={500}
          fetchPriority="high"
          className="mt-6 aspect-[12/5] w-full rounded-xl object-cover"
        />
      </picture>
      {/* Room for the text while it loads, so the footer does not jump (layout shift). */}
      <article
        className="prose-page mx-auto mt-8 min-h-[60vh] max-w-3xl text-lg"
        {...englishOf(content.data?.data, 'content')}
      >
        {content.data ? <SafeHtml html={content.data.data.content} /> : <p aria-busy="true">...</p>}
      </article>
    </main>
  );
}

export const AboutUsPage = () => <ContentPage slug="about-us" />;
export const PrivacyPolicyPage = () => <ContentPage slug="privacy-policy" />;
export const ContactUsPage = () => <ContentPage slug="contact-us" />;
