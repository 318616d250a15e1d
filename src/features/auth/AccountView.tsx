import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { toast } from '@/components/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { getHref, pageHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import type { CartLine } from '@/domain/cartLine';
import { LOGOUT_REDIRECT_MS, TOAST_DEFAULT_MS } from '@/domain/constants';
import type { Category, Locale } from '@/domain/types';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

const m = {
  title: msg.title,
  anonymousLead: msg.anonymousLead,
  // SPEC.md section 8, to the letter (the English text keeps the original's spelling).
  loggedOut: msg.loggedOut,
};

const card = { p: { xs: 2.5, md: 3.5 }, border: `1px solid ${palette.divider}`, boxShadow: 'none' } as const;

/** A line's name in the current language, with its choice (English names looked up in the menu when it is loaded). */
function lineName(line: CartLine, locale: Locale, categories: Category[]): string {
  const name = locale === 'en' ? line.englishName || line.name : line.name;
  if (!line.choiceName) return name;
  let choice = line.choiceName;
  if (locale === 'en') {
    const product = categories.flatMap((c) => c.products).find((p) => p.id === line.id);
    choice = product?.choices.find((c) => c.name.ru === line.choiceName)?.name.en || choice;
  }
  return `${name}, ${choice}`;
}

const LastOrder = observer(function LastOrder() {
  const { auth, catalogue } = useStores();
  const locale = useLocale();
  const order = auth.lastOrder;
  return (
    <Paper sx={card} component="section" aria-labelledby="last-order-title" data-testid="last-order">
      <Typography id="last-order-title" component="h2" variant="h3" sx={{ mb: 2 }}>
        <FormattedMessage {...msg.lastOrder} />
      </Typography>
      {!order ? (
        <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...msg.noOrder} />
          </Typography>
          <Button component={Link} to={pageHref('menu', locale)} variant="outlined">
            <FormattedMessage {...msg.toMenu} />
          </Button>
        </Stack>
      ) : (
        <>
          <Stack
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            divider={<Divider component="li" aria-hidden />}
          >
            {order.lines.map((line) => (
              <Stack
                component="li"
                key={`${line.id}-${line.choiceName}`}
                direction="row"
                data-testid="last-order-line"
                data-product-id={line.id}
                sx={{ alignItems: 'center', gap: 2, py: 1.5 }}
              >
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 2,
                    flexShrink: 0,
                    overflow: 'hidden',
                    bgcolor: palette.background.default,
                  }}
                >
                  <LazyImage src={line.img} alt="" width={56} height={56} style={{ width: 56, height: 56 }} />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {lineName(line, locale, catalogue.categories)}
                  </Typography>
                  <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                    <FormattedMessage
                      {...msg.lineCount}
                      values={{ count: line.count, price: <Money value={line.price} /> }}
                    />
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700 }}>
                  <Money value={line.price * line.count} />
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 2 }}
          >
            <Typography sx={{ fontSize: 18 }}>
              <FormattedMessage
                {...msg.lastTotal}
                values={{
                  total: (
                    <strong data-testid="last-order-total">
                      <Money value={order.total} />
                    </strong>
                  ),
                }}
              />
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={auth.repeatLastOrder}
              data-testid="repeat-order"
            >
              <FormattedMessage {...msg.repeat} />
            </Button>
          </Stack>
          <Typography sx={{ mt: 1.5, fontSize: 13.5, color: 'text.secondary' }}>
            <FormattedMessage {...msg.repeatNote} />
          </Typography>
        </>
      )}
    </Paper>
  );
});

/** The personal account (DECISIONS.md section 3): profile, logout, the last order with "repeat order"; a login prompt for visitors. */
export const AccountView = observer(function AccountView() {
  const { auth, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const logout = () => {
    auth.logout();
    toast(intl.formatMessage(m.loggedOut), {
      variant: 'info',
      autoHideDuration: TOAST_DEFAULT_MS,
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
    });
    redirect.current = setTimeout(() => void navigate(getHref('home', locale)), LOGOUT_REDIRECT_MS);
  };

  const profile = auth.profile;
  if (!auth.isLogin || !profile) {
    return (
      <PageShell
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.anonymousLead)}
        maxWidth="md"
        testId="page-account"
      >
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }} data-testid="account-anonymous">
          <Button
            variant="contained"
            size="large"
            onClick={() => ui.setShowLoginForm(true)}
            data-testid="account-login"
          >
            <FormattedMessage {...msg.login} />
          </Button>
          <Button component={Link} to={pageHref('registration', locale)} variant="outlined" size="large">
            <FormattedMessage {...msg.register} />
          </Button>
        </Stack>
      </PageShell>
    );
  }

  return (
    <PageShell title={intl.formatMessage(m.title)} maxWidth="md" testId="page-account">
      <Stack sx={{ gap: 3 }}>
        <Paper sx={card} component="section" aria-labelledby="profile-title" data-testid="account-profile">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                id="profile-title"
                component="h2"
                variant="h3"
                sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
                data-testid="account-name"
              >
                {profile.fullname || profile.user || profile.email}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.75,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
                }}
              >
                <dt>
                  <FormattedMessage {...msg.phone} />
                </dt>
                <dd data-testid="account-phone">{profile.phone || '—'}</dd>
                <dt>
                  <FormattedMessage {...msg.email} />
                </dt>
                <dd data-testid="account-email">{profile.email || '—'}</dd>
              </Box>
            </Box>
            <Stack sx={{ gap: 1.5, alignItems: { xs: 'stretch', sm: 'flex-end' }, flexShrink: 0 }}>
              <Button variant="outlined" onClick={logout} data-testid="logout">
                <FormattedMessage {...msg.logout} />
              </Button>
              {auth.isAdmin && (
                <Button
                  component={Link}
                  to={pageHref('admin', locale)}
                  variant="text"
                  data-testid="account-admin-link"
                >
                  <FormattedMessage {...msg.admin} />
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
        <LastOrder />
      </Stack>
    </PageShell>
  );
});
