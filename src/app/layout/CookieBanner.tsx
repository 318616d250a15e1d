import { observer } from 'mobx-react-lite';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '@/components/AppLink';
import { useLocale } from '@/components/useLocale';
import { useStores } from '@/stores/context';
import { getHref } from '../paths';

/** Cookie consent, shown until accepted (`confirmCookiesModal` in local storage). */
export const CookieBanner = observer(function CookieBanner() {
  const { site } = useStores();
  const locale = useLocale();
  if (site.cookiesAccepted) return null;
  return (
    <Paper
      role="region"
      aria-label="cookies"
      data-testid="cookie-banner"
      elevation={8}
      sx={{ position: 'fixed', zIndex: 1200, left: { xs: 8, sm: 24 }, right: { xs: 8, sm: 'auto' }, bottom: { xs: 8, sm: 24 }, maxWidth: 460, p: 2.5, bgcolor: 'background.paper' }}
    >
      <Stack sx={{ gap: 1.5 }}>
        <Typography sx={{ fontSize: 14.5 }}>
          <FormattedMessage
            id="cookies.text"
            defaultMessage="Мы используем файлы cookie, чтобы сайт работал удобнее. Оставаясь на сайте, вы соглашаетесь с <link>политикой конфиденциальности</link>."
            values={{ link: (chunks) => <AppLink to={getHref('politics', locale)}>{chunks}</AppLink> }}
          />
        </Typography>
        <Button variant="contained" onClick={site.acceptCookies} data-testid="cookie-accept" sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="cookies.accept" defaultMessage="Хорошо" />
        </Button>
      </Stack>
    </Paper>
  );
});
