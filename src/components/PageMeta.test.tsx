import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta } from './PageMeta';

afterEach(cleanup);

/** The page's head links and preview tags, rendered at `path` inside the app's folder `basename`. */
function headOf(path: string, basename: string, locale: 'ru' | 'en' = 'ru') {
  render(
    <MemoryRouter basename={basename} initialEntries={[`${basename.replace(/\/$/, '')}${path}`]}>
      <IntlProvider locale={locale} messages={{}} onError={() => {}}>
        <PageMeta title="Меню" image="/assets/img/products/101.webp" />
      </IntlProvider>
    </MemoryRouter>,
  );
  const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
  return {
    canonical: attr('link[rel="canonical"]', 'href'),
    ru: attr('link[hreflang="ru"]', 'href'),
    en: attr('link[hreflang="en"]', 'href'),
    default: attr('link[hreflang="x-default"]', 'href'),
    url: attr('meta[property="og:url"]', 'content'),
    image: attr('meta[property="og:image"]', 'content'),
  };
}

describe('PageMeta', () => {
  const origin = window.location.origin;

  it('links the page at the site root: canonical, both languages, preview', () => {
    expect(headOf('/en/menyu', '/', 'en')).toEqual({
      canonical: `${origin}/en/menyu`,
      ru: `${origin}/menyu`,
      en: `${origin}/en/menyu`,
      default: `${origin}/menyu`,
      url: `${origin}/en/menyu`,
      image: `${origin}/assets/img/products/101.webp`,
    });
  });

  it("names the app's folder when it runs from one (the demo on a static host)", () => {
    expect(headOf('/menyu', '/shop')).toEqual({
      canonical: `${origin}/shop/menyu`,
      ru: `${origin}/shop/menyu`,
      en: `${origin}/shop/en/menyu`,
      default: `${origin}/shop/menyu`,
      url: `${origin}/shop/menyu`,
      image: `${origin}/shop/assets/img/products/101.webp`,
    });
  });
});
