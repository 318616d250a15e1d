import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localize, parseLocalePath } from '@/app/paths';
import { useIntl } from 'react-intl';
import { useLocale } from './useLocale';

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Title, description, canonical link and hreflang alternates of the current page. */
export function usePageMeta(title: string, description?: string) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const brand = useIntl().formatMessage({ id: 'brand.name', defaultMessage: 'Корица и Сливки' });
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : brand;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description ?? title;
    const { path } = parseLocalePath(pathname);
    const origin = window.location.origin;
    setLink('canonical', origin + localize(path, locale));
    setLink('alternate', origin + localize(path, 'ru'), 'ru');
    setLink('alternate', origin + localize(path, 'en'), 'en');
    setLink('alternate', origin + localize(path, 'ru'), 'x-default');
  }, [title, description, pathname, locale, brand]);
}
