import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { PillButton, TextLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { useMounted } from '@/components/useMounted';
import { useStores } from '@/stores/context';
import { getHref } from '../paths';
import css from './cookieBanner.module.css';
import { m } from './footer.messages';

/**
 * Cookie consent, shown until accepted (`confirmCookiesModal` in local storage). It depends on local storage,
 * so it renders nothing until mounted: a server render and the hydrating client render agree.
 */
const CookieBanner = observer(function CookieBanner() {
  const { ui } = useStores();
  const locale = useLocale();
  const mounted = useMounted();
  if (!mounted || ui.cookiesAccepted) return null;
  return (
    <div role="region" aria-label="cookies" data-testid="cookie-banner" className={css.banner}>
      <p className={css.bannerText}>
        <FormattedMessage
          {...m.text}
          values={{
            link: (chunks) => (
              <TextLink to={getHref('politics', locale)} className={css.policyLink}>
                {chunks}
              </TextLink>
            ),
          }}
        />
      </p>
      <PillButton type="button" onClick={ui.acceptCookies} data-testid="cookie-accept" className={css.accept}>
        <FormattedMessage {...m.accept} />
      </PillButton>
    </div>
  );
});
export default CookieBanner;
