import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localize, parseLocalePath } from '@/app/paths';
import type { EventArticle } from '@/domain/content';
import type { Product } from '@/domain/types';
import { useAppFolder } from './useAppFolder';
import { useLocale } from './useLocale';
import { m } from './pageMeta.messages';

export type PageMetaOptions = {
  /** The page's own path without locale prefix, when the URL it was reached by is not the canonical one. */
  canonicalPath?: string;
  /** An image for link previews (an absolute asset path). */
  image?: string;
  /** Keep the page out of search results (legacy pages, errors). */
  noindex?: boolean;
  /** What the page is about, for its link preview's type and the build's structured data. */
  subject?: { product: Product } | { event: EventArticle };
};

type Props = PageMetaOptions & {
  title: string;
  description?: string;
  /** The breadcrumb the page shows after "Home" (PageShell). */
  trail?: { label: string; to: string }[];
};

/** What a page tells the build about itself (src/entry-prerender.tsx): the facts its structured data states. */
export type PageFacts = {
  title: string;
  /** The page's own path, with its locale prefix. */
  path: string;
  trail?: { label: string; to: string }[];
  subject?: PageMetaOptions['subject'];
};

/**
 * Where each page's facts go at build time (src/entry-prerender.tsx sets `report`). Only the server build calls
 * it: the browser's bundle leaves the call out.
 */
export const prerenderFacts: { report?: (facts: PageFacts) => void } = {};

/**
 * Title, description, canonical link, hreflang alternates and link-preview tags of the current page, as React
 * 19's own `<title>`, `<meta>` and `<link>` elements: React puts them into `<head>` and takes them out with the
 * page. Render exactly one per page (React does not merge two). At build time they come first in the
 * rendered HTML and the prerender moves them into the page's `<head>` (src/app/prerender.ts, splitHead).
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
  image,
  noindex = false,
  subject,
  trail,
}: Props) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const brand = useIntl().formatMessage(m.name);
  // Absolute links need the site's origin: SITE_URL, at build time and in the browser alike (vite.config.ts). Without
  // it the prerender leaves them out and the browser uses the page's own (hydrating, React creates what the build
  // did not write).
  const origin = import.meta.env.SITE_URL || (typeof window === 'undefined' ? null : window.location.origin);
  // …and the app's folder (the demo's `/shop` on a static host).
  const url = `${origin}${useAppFolder()}`;
  const fullTitle = title ? `${title} — ${brand}` : brand;
  const text = (description ?? title).replace(/\s+/g, ' ').trim();
  const path = canonicalPath ?? parseLocalePath(pathname).path;
  const canonical = url + localize(path, locale);
  if (import.meta.env.SSR) prerenderFacts.report?.({ title, path: localize(path, locale), trail, subject });
  const type = subject && 'product' in subject ? 'product' : subject ? 'article' : 'website';
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={locale === 'ru' ? 'ru_RU' : 'en_US'} />
      <meta name="twitter:card" content={image && origin !== null ? 'summary_large_image' : 'summary'} />
      {origin !== null && (
        <>
          <link rel="canonical" href={canonical} />
          {(['ru', 'en', 'x-default'] as const).map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang}
              href={url + localize(path, lang === 'en' ? 'en' : 'ru')}
            />
          ))}
          <meta property="og:url" content={canonical} />
          {image && (
            <meta
              property="og:image"
              content={/^(https?:)?\/\//.test(image) ? image : `${url}/${image.replace(/^\//, '')}`}
            />
          )}
        </>
      )}
    </>
  );
}

/**
 * Removes the head tags PageMeta renders that React does not own: the shell's title and description, or a
 * prerendered page's tags. For a fresh render (createRoot), which adds its own beside any it finds (only
 * hydration takes over the build's elements).
 */
export function dropStaticMeta() {
  document.head
    .querySelectorAll(
      'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[hreflang]',
    )
    .forEach((tag) => tag.remove());
}
