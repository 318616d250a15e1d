import { Box, Button, Drawer, IconButton, List, ListItemButton, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouterLink } from '@/components/RouterLink';
import { CloseIcon } from '@/components/icons';
import { useLocale } from '@/components/useLocale';
import { contacts, telHref } from '@/config/contacts';
import { nav } from '@/i18n/nav';
import { pageHref } from '../paths';
import { LocaleSwitch, NAV, PhoneLink } from './Header';
import { Logo } from './Logo';

/** The burger menu of phones and tablets (below 992 px). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="mobile-menu"
      slotProps={{ paper: { sx: { width: 'min(86vw, 360px)', bgcolor: 'background.default' } } }}
    >
      <Stack sx={{ p: 2.5, gap: 2, height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo compact />
          <IconButton
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Закрыть' })}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <List
          component="nav"
          aria-label={intl.formatMessage({ id: 'header.nav', defaultMessage: 'Основное меню' })}
        >
          {NAV.map((item) => (
            <ListItemButton
              key={item}
              component={RouterLink}
              to={pageHref(item, locale)}
              onClick={onClose}
              sx={{ borderRadius: 2, fontWeight: 700, fontSize: 18 }}
            >
              {intl.formatMessage(nav[item])}
            </ListItemButton>
          ))}
        </List>
        <LocaleSwitch onNavigate={onClose} />
        <Box sx={{ mt: 'auto' }}>
          <PhoneLink />
          <Button component="a" href={telHref(contacts.phone)} variant="contained" fullWidth sx={{ mt: 2 }}>
            <FormattedMessage id="header.callUs" defaultMessage="Позвонить нам" />
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
