import { observer } from 'mobx-react-lite';
import { Box, Container, Stack, Typography } from '@mui/material';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import * as plain from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { contacts, telHref } from '@/config/contacts';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import type { SiteModal } from '@/stores/SiteStore';
import { brand } from '@/theme/theme';
import { getHref, pageHref, type StaticRouteName } from '../paths';
import { Logo } from './Logo';

/** SPEC.md section 2: the footer links, in this order. */
const LINKS: (StaticRouteName & keyof typeof nav)[] = ['menu', 'cakes', 'about', 'franchise', 'events', 'delivery', 'vacancies', 'sitemap', 'registration'];

const modalLabels = defineMessages({
  press: { id: 'footer.press', defaultMessage: 'Для прессы' },
  partnership: { id: 'footer.partnership', defaultMessage: 'Сотрудничество' },
  feedback: { id: 'footer.feedback', defaultMessage: 'Отзывы и предложения' },
  conf: { id: 'footer.conf', defaultMessage: 'Обработка персональных данных' },
  payment: { id: 'footer.payment', defaultMessage: 'Оплата' },
  requisites: { id: 'footer.requisites', defaultMessage: 'Реквизиты' },
});
const MODALS = Object.keys(modalLabels) as SiteModal[];

// The shell's plain elements, with `sx` for the footer's own styles (the footer loads lazily with MUI).
const PillAnchor = styled(plain.PillAnchor)({});
const TextAnchor = styled(plain.TextAnchor)({});
const TextButton = styled(plain.TextButton)({});
const TextLink = styled(plain.TextLink)({});

const heading = { color: brand.caramelLight, fontSize: 13, fontWeight: 700, letterSpacing: 1.2, textTransform: 'uppercase', mb: 1.5 } as const;
const link = { color: '#F3E9DD', fontSize: 15, fontWeight: 500, display: 'inline-block', py: 0.25 } as const;

/** The site footer of SPEC.md section 2: links, menu PDFs, social networks, delivery phone and the info modals. */
const Footer = observer(function Footer() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  return (
    <Box component="footer" data-testid="footer" sx={{ bgcolor: 'primary.main', color: '#F3E9DD', mt: 8, pt: { xs: 5, md: 7 }, pb: 4 }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' } }}>
          <Stack sx={{ gap: 2 }}>
            <Logo light />
            <Typography sx={{ color: '#E8D9C8', maxWidth: 320, fontSize: 15 }}>
              <FormattedMessage id="footer.about" defaultMessage="Кафе и кондитерская в Москве: завтраки весь день, торты на заказ и доставка к вашему столу." />
            </Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
              {contacts.social.map((s) => (
                <PillAnchor key={s.name} href={s.url} target="_blank" rel="noopener noreferrer" variant="light" sx={{ minHeight: 38, px: 2, fontSize: 14 }}>
                  {s.name}
                </PillAnchor>
              ))}
            </Stack>
          </Stack>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'footer.nav', defaultMessage: 'Разделы сайта' })}>
            <Typography component="h2" sx={heading}>
              <FormattedMessage id="footer.sections" defaultMessage="Разделы" />
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
              {LINKS.map((l) => (
                <li key={l}>
                  <TextLink to={pageHref(l, locale)} sx={link}>
                    {intl.formatMessage(nav[l])}
                  </TextLink>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography component="h2" sx={heading}>
              <FormattedMessage id="footer.info" defaultMessage="Информация" />
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
              {MODALS.map((m) => (
                <li key={m}>
                  <TextButton type="button" onClick={() => site.openModal(m)} data-testid={`footer-${m}`} sx={link}>
                    {intl.formatMessage(modalLabels[m])}
                  </TextButton>
                </li>
              ))}
              <li>
                <TextLink to={getHref('politics', locale)} sx={link}>
                  <FormattedMessage id="footer.politics" defaultMessage="Политика конфиденциальности" />
                </TextLink>
              </li>
            </Stack>
          </Box>
          <Stack sx={{ gap: 1 }}>
            <Typography component="h2" sx={heading}>
              <FormattedMessage id="footer.delivery" defaultMessage="Доставка" />
            </Typography>
            <TextAnchor href={telHref(contacts.deliveryPhone)} data-testid="footer-delivery-phone" sx={{ color: '#fff', fontSize: 20, fontWeight: 700 }}>
              {contacts.deliveryPhone}
            </TextAnchor>
            <Typography sx={{ fontSize: 14, color: '#E8D9C8' }}>
              <FormattedMessage id="footer.hours" defaultMessage="Ежедневно с 9:00 до 22:00" />
            </Typography>
            <Typography component="h2" sx={{ ...heading, mt: 2 }}>
              <FormattedMessage id="footer.menus" defaultMessage="Меню в PDF" />
            </Typography>
            <TextAnchor href={contacts.restaurantMenuPdf} target="_blank" rel="noopener" data-testid="footer-restaurant-pdf" sx={link}>
              <FormattedMessage id="footer.restaurantMenu" defaultMessage="Меню ресторана (PDF)" />
            </TextAnchor>
            <TextAnchor href={contacts.barMenuPdf} target="_blank" rel="noopener" data-testid="footer-bar-pdf" sx={link}>
              <FormattedMessage id="footer.barMenu" defaultMessage="Барное меню (PDF)" />
            </TextAnchor>
          </Stack>
        </Box>
        <Box component="hr" sx={{ border: 0, borderTop: '1px solid rgba(255,255,255,.15)', my: 4 }} />
        <Typography sx={{ fontSize: 13, color: '#CDBBA8' }}>
          <FormattedMessage id="footer.copyright" defaultMessage="© {year} Корица и Сливки. Москва." values={{ year: new Date().getFullYear() }} />
        </Typography>
      </Container>
    </Box>
  );
});
export default Footer;
