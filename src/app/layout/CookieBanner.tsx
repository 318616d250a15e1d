import { observer } from 'mobx-react-lite';
import { Box, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { styled } from '@mui/material/styles';
import * as plain from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { useStores } from '@/stores/context';
import { getHref } from '../paths';

// The shell's plain elements with `sx` (the banner loads lazily with MUI).
const PillButton = styled(plain.PillButton)({});
const TextLink = styled(plain.TextLink)({});

/** Cookie consent, shown until accepted (`confirmCookiesModal` in local storage). */
const CookieBanner = observer(function CookieBanner() {
  const { site } = useStores();
  const locale = useLocale();
  if (site.cookiesAccepted) return null;
  return (
    <Box
      role="region"
      aria-label="cookies"
      data-testid="cookie-banner"
      sx={{
        boxShadow: '0 16px 48px rgba(74,44,42,.22)',
        borderRadius: '18px', position: 'fixed', zIndex: 1200, left: { xs: 8, sm: 24 }, right: { xs: 8, sm: 'auto' }, bottom: { xs: 8, sm: 24 }, maxWidth: 460, p: 2.5, bgcolor: 'background.paper' }}
    >
      <Stack sx={{ gap: 1.5 }}>
        <Typography sx={{ fontSize: 14.5 }}>
          <FormattedMessage
            id="cookies.text"
            defaultMessage="Мы используем файлы cookie, чтобы сайт работал удобнее. Оставаясь на сайте, вы соглашаетесь с <link>политикой конфиденциальности</link>."
            values={{ link: (chunks) => <TextLink to={getHref('politics', locale)} sx={{ textDecoration: 'underline' }}>{chunks}</TextLink> }}
          />
        </Typography>
        <PillButton type="button" onClick={site.acceptCookies} data-testid="cookie-accept" sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="cookies.accept" defaultMessage="Хорошо" />
        </PillButton>
      </Stack>
    </Box>
  );
});
export default CookieBanner;
