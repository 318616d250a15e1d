import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { TextLink } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { getHref } from '../paths';
import { CookieBannerSlot, Main, SkipLink, usePromoFlag } from './layouts';
import { Logo } from './Logo';
import { Overlays } from './Overlays';
import css from './shell.module.css';
import { m } from './otherLayouts.messages';

// The layouts of pages outside the first paint: loaded with those pages (src/app/router.tsx otherLayout).

/** The promo variant: its own slim header and footer. */
export const PromoLayout = observer(function PromoLayout() {
  usePromoFlag(true);
  const locale = useLocale();
  return (
    <div className={`${css.page} ${css.promoPage}`}>
      <SkipLink />
      <header data-testid="header" data-variant="promo" className={css.promoHeader}>
        <div className={`${ui.container} ${ui.lg} ${css.promoHeaderRow}`}>
          <Logo compact />
          <p className={css.promoBadge}>
            <FormattedMessage {...m.badge} />
          </p>
        </div>
      </header>
      <Main />
      <footer data-testid="footer" data-variant="promo" className={css.promoFooter}>
        <div className={`${ui.container} ${ui.lg} ${css.promoFooterRow}`}>
          <p className={css.promoFooterText}>
            <FormattedMessage {...m.footer} />
          </p>
          <TextLink to={getHref('home', locale)} className={css.promoToShop}>
            <FormattedMessage {...m.toShop} />
          </TextLink>
        </div>
      </footer>
      <Overlays />
      <CookieBannerSlot />
    </div>
  );
});

/** Registration: a quiet page with the logo only. */
export function RegistrationLayout() {
  usePromoFlag(false);
  return (
    <div className={css.page}>
      <SkipLink />
      <header data-testid="header" data-variant="registration" className={css.registrationHeader}>
        <div className={`${ui.container} ${ui.lg}`}>
          <Logo />
        </div>
      </header>
      <Main />
      <Overlays />
    </div>
  );
}

/** Blank: no chrome (admin tools, the mock bank page). */
export function BlankLayout() {
  usePromoFlag(false);
  return (
    <div className={css.blank}>
      <Main />
      <Overlays />
    </div>
  );
}
