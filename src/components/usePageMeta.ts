import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localize, parseLocalePath } from '@/app/paths';
import { useIntl } from 'react-intl';
import { useLocale } from './useLocale';

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang
    ? `link[rel="${rel}"][hreflang="${hreflang}"]`
    : `link[rel="${rel}"]:not([hreflang])`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

export type PageMetaOptions = {
  /** The page's own path without locale prefix, when the URL it was reached by is not the canonical one. */
  canonicalPath?: string;
  /** An image for link previews (an absolute asset path). */
  image?: string;
  /** Keep the page out of search results (legacy pages, errors). */
  noindex?: boolean;
};

/** What the page asked for when rendered at build time (no document): the prerender writes it into `<head>`. */
export const serverPageMeta: { title?: string; description?: string } = {};

/** Title, description, canonical link, hreflang alternates and link-preview tags of the current page. */
export function usePageMeta(title: string, description?: string, options: PageMetaOptions = {}) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const brand = useIntl().formatMessage({ id: 'brand.name', defaultMessage: 'Корица и Сливки' });
  const { canonicalPath, image, noindex = false } = options;
  const fullTitle = title ? `${title} — ${brand}` : brand;
  const text = (description ?? title).replace(/\s+/g, ' ').trim();
  if (typeof document === 'undefined') Object.assign(serverPageMeta, { title: fullTitle, description: text });
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', text);
    const path = canonicalPath ?? parseLocalePath(pathname).path;
    const origin = window.location.origin;
    const canonical = origin + localize(path, locale);
    setLink('canonical', canonical);
    setLink('alternate', origin + localize(path, 'ru'), 'ru');
    setLink('alternate', origin + localize(path, 'en'), 'en');
    setLink('alternate', origin + localize(path, 'ru'), 'x-default');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:locale', locale === 'ru' ? 'ru_RU' : 'en_US');
    setMeta(
      'property',
      'og:image',
      image ? new URL(`${import.meta.env.BASE_URL}${image.replace(/^\//, '')}`, origin).href : null,
    );
    setMeta('name', 'robots', noindex ? 'noindex' : null);
  }, [fullTitle, text, pathname, locale, canonicalPath, image, noindex]);
}
