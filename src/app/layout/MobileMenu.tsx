import { Box, Button, Drawer, IconButton, List, ListItemButton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/i18n/common';
import { Link, useLocation } from 'react-router';
import { ChevronIcon, CloseIcon } from '@/components/icons';
import { useLocale } from '@/components/useLocale';
import { reportGoal } from '@/config/analytics';
import { contacts, telHref } from '@/config/contacts';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { getHref, pageHref } from '../paths';
import { LocaleSwitch, NAV } from './ShellNav';
import { Logo } from './Logo';
import { m } from './shell.messages';
import { m as shellNavM } from './shellNav.messages';

const overline = {
  fontSize: 12,
  fontWeight: 800,
  letterSpacing: 1.2,
  textTransform: 'uppercase',
  color: palette.secondary.main,
  mb: 0.5,
} as const;

/** More of the shop, smaller, under the main sections. */
const MORE = ['individualCake', 'vacancies', 'franchise'] as const;

/**
 * The burger menu of phones and tablets (below 992 px), laid out as a menu card: the main sections large with
 * the current one marked, more of the shop below, the language, and a cocoa contact card at the bottom.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const locale = useLocale();
  const intl = useIntl();
  const { pathname } = useLocation();
  const { config } = useStores();
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="mobile-menu"
      slotProps={{ paper: { sx: { width: 'min(88vw, 380px)', bgcolor: 'background.default' } } }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2.5,
            py: 1.5,
            borderBottom: `1px solid ${palette.divider}`,
          }}
        >
          <Logo compact />
          <IconButton onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 2.5, pt: 2.5, pb: 2 }}>
          <Typography component="p" sx={overline}>
            <FormattedMessage {...m.sections} />
          </Typography>
          <List component="nav" aria-label={intl.formatMessage(m.nav)} sx={{ py: 0 }}>
            {NAV.map((item) => {
              const href = pageHref(item, locale);
              const current = isCurrent(href);
              return (
                <ListItemButton
                  key={item}
                  component={Link}
                  to={href}
                  onClick={onClose}
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    px: 0,
                    py: 1.25,
                    justifyContent: 'space-between',
                    borderBottom: `1px solid ${palette.divider}`,
                    fontFamily: '"Playfair Display", Georgia, serif',
                    fontWeight: 700,
                    fontSize: 22,
                    color: current ? palette.secondary.main : 'text.primary',
                    '&:hover': { bgcolor: 'transparent', color: palette.secondary.main },
                  }}
                >
                  {intl.formatMessage(nav[item])}
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-flex',
                      color: current ? palette.secondary.main : palette.brand.caramel,
                    }}
                  >
                    <ChevronIcon size={18} strokeWidth={2.7} />
                  </Box>
                </ListItemButton>
              );
            })}
          </List>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, gap: 0.25 }}>
            {MORE.map((item) => (
              <li key={item}>
                <Box
                  component={Link}
                  to={getHref(item, locale)}
                  onClick={onClose}
                  sx={{
                    display: 'block',
                    py: 0.75,
                    fontSize: 16,
                    fontWeight: 600,
                    color: 'text.secondary',
                    textDecoration: 'none',
                    '&:hover': { color: palette.secondary.main },
                  }}
                >
                  {intl.formatMessage(nav[item])}
                </Box>
              </li>
            ))}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2.5 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
              <FormattedMessage {...shellNavM.language} />
            </Typography>
            <LocaleSwitch onNavigate={onClose} />
          </Stack>
        </Box>
        <Box
          sx={{
            m: 1.5,
            mt: 0,
            p: 2.5,
            borderRadius: '20px',
            bgcolor: palette.primary.main,
            color: 'common.white',
          }}
        >
          <Typography component="p" sx={{ ...overline, color: palette.brand.caramelLight }}>
            <FormattedMessage {...m.callUs} />
          </Typography>
          <Box
            component="a"
            href={telHref(contacts.phone)}
            data-testid="header-phone"
            onClick={() => reportGoal('phone_click', config.analyticsId)}
            sx={{
              display: 'block',
              color: 'common.white',
              textDecoration: 'none',
              fontSize: 22,
              fontWeight: 800,
            }}
          >
            {contacts.phone}
          </Box>
          <Typography sx={{ fontSize: 14, opacity: 0.85, mt: 0.25 }}>
            <FormattedMessage {...m.hours} />
          </Typography>
          <Button
            component="a"
            href={telHref(contacts.phone)}
            onClick={() => reportGoal('phone_click', config.analyticsId)}
            variant="contained"
            fullWidth
            sx={{
              mt: 2,
              bgcolor: palette.brand.caramelLight,
              color: palette.primary.main,
              '&:hover': { bgcolor: 'brand.caramelPale' },
            }}
          >
            <FormattedMessage {...m.call} values={{ phone: contacts.phone }} />
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
