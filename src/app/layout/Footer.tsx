import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { PillAnchor, TextAnchor, TextButton, TextLink } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { contacts, telHref } from '@/config/contacts';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import type { SiteModal } from '@/stores/UiStore';
import { getHref, pageHref, type StaticRouteName } from '../paths';
import css from './footer.module.css';
import { preloadFooterModal, preloadFooterModals } from './LazyFooterModals';
import { Logo } from './Logo';
import { m } from './footer.messages';
import { m as shellM } from './shell.messages';

/** SPEC.md section 2: the footer links, in this order. */
const LINKS: (StaticRouteName & keyof typeof nav)[] = [
  'menu',
  'cakes',
  'about',
  'franchise',
  'events',
  'delivery',
  'vacancies',
  'sitemap',
  'registration',
];

const modalLabels = {
  press: m.press,
  partnership: m.partnership,
  feedback: m.feedback,
  conf: m.conf,
  payment: m.payment,
  requisites: m.requisites,
};
const MODALS = Object.keys(modalLabels) as SiteModal[];

/**
 * The site footer of SPEC.md section 2: links, menu PDFs, social networks, delivery phone and the info modals.
 * Plain elements and CSS (no MUI), and nothing read from the browser while rendering: it renders the same on a server.
 */
const Footer = observer(function Footer() {
  const { ui: uiState } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  // The dialogs' code comes with the footer (loaded right after the page's first paint), before a finger reaches
  // its links.
  useEffect(preloadFooterModals, []);
  return (
    <footer data-testid="footer" className={css.footer}>
      <div className={`${ui.container} ${ui.lg}`}>
        <div className={css.columns}>
          <div className={css.brandColumn}>
            <Logo light />
            <p className={css.about}>
              <FormattedMessage {...m.about} />
            </p>
            <div className={css.social}>
              {contacts.social.map((s) => (
                <PillAnchor
                  key={s.name}
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  className={css.socialLink}
                >
                  {s.name}
                </PillAnchor>
              ))}
            </div>
          </div>
          <nav aria-label={intl.formatMessage(m.nav)}>
            <h2 className={css.heading}>
              <FormattedMessage {...shellM.sections} />
            </h2>
            <ul className={css.list}>
              {LINKS.map((l) => (
                <li key={l}>
                  <TextLink to={pageHref(l, locale)} className={css.link}>
                    {intl.formatMessage(nav[l])}
                  </TextLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={css.heading}>
              <FormattedMessage {...m.info} />
            </h2>
            <ul className={css.list}>
              {MODALS.map((modal) => (
                <li key={modal}>
                  <TextButton
                    type="button"
                    onClick={() => uiState.openModal(modal)}
                    // The press list's code (with MUI) comes as the pointer, a finger or the focus comes.
                    onPointerEnter={() => preloadFooterModal(modal)}
                    onPointerDown={() => preloadFooterModal(modal)}
                    onFocus={() => preloadFooterModal(modal)}
                    data-testid={`footer-${modal}`}
                    className={css.link}
                  >
                    {intl.formatMessage(modalLabels[modal])}
                  </TextButton>
                </li>
              ))}
              <li>
                <TextLink to={getHref('politics', locale)} className={css.link}>
                  <FormattedMessage {...m.politics} />
                </TextLink>
              </li>
            </ul>
          </div>
          <div className={css.deliveryColumn}>
            <h2 className={css.heading}>
              <FormattedMessage {...m.delivery} />
            </h2>
            <TextAnchor
              href={telHref(contacts.deliveryPhone)}
              data-testid="footer-delivery-phone"
              className={css.phone}
            >
              {contacts.deliveryPhone}
            </TextAnchor>
            <p className={css.hours}>
              <FormattedMessage {...shellM.hours} />
            </p>
            <p className={css.hours} data-testid="footer-cafe-phone">
              <FormattedMessage
                {...m.cafePhone}
                values={{
                  phone: (
                    <TextAnchor href={telHref(contacts.phone)} className={css.link}>
                      {contacts.phone}
                    </TextAnchor>
                  ),
                }}
              />
            </p>
            <h2 className={`${css.heading} ${css.menusHeading}`}>
              <FormattedMessage {...m.menus} />
            </h2>
            <TextAnchor
              href={contacts.restaurantMenuPdf}
              target="_blank"
              rel="noopener"
              data-testid="footer-restaurant-pdf"
              className={css.link}
            >
              <FormattedMessage {...m.restaurantMenu} />
            </TextAnchor>
            <TextAnchor
              href={contacts.barMenuPdf}
              target="_blank"
              rel="noopener"
              data-testid="footer-bar-pdf"
              className={css.link}
            >
              <FormattedMessage {...m.barMenu} />
            </TextAnchor>
          </div>
        </div>
        <hr className={css.rule} />
        {/* A page prerendered last year keeps its year until it is rebuilt, instead of failing to hydrate. */}
        <p className={css.copyright} suppressHydrationWarning>
          <FormattedMessage {...m.copyright} values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
});
export default Footer;
