import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { getHref, switchLocale } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { useLocale } from '@/components/useLocale';
import { PageMeta } from '@/components/PageMeta';
import { palette } from '@/theme/theme';
import { m } from './messages';

type AdminFrameProps = {
  title: string;
  lead?: ReactNode;
  testId: string;
  children: ReactNode;
  /** Shown under the title and lead (e.g. the legacy notice). */
  notice?: ReactNode;
};

/** The admin area's own slim frame: a bar with the panel, the shop and the other language, then the page. */
export function AdminFrame({ title, lead, testId, children, notice }: AdminFrameProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'ru' ? 'en' : 'ru';
  return (
    <Box data-testid={testId}>
      <PageMeta title={title} noindex />
      <Box
        component="header"
        data-testid="admin-bar"
        sx={{ bgcolor: 'primary.main', color: 'brand.onCocoa' }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 3 },
            minHeight: 52,
          }}
        >
          <AppLink
            to={getHref('admin', locale)}
            sx={{ color: 'common.white', fontWeight: 800, letterSpacing: 0.3 }}
          >
            <FormattedMessage {...m.panel} />
          </AppLink>
          <Box sx={{ flex: 1 }} />
          <AppLink to={getHref('home', locale)} sx={{ color: 'brand.onCocoa', fontSize: 14 }}>
            <FormattedMessage {...m.toShop} />
          </AppLink>
          <AppLink
            to={switchLocale(pathname, search, other)}
            lang={other}
            // The visible code is the name (WCAG label-in-name); the language is said as the description.
            title={intl.formatMessage(m.otherLocale)}
            sx={{ color: 'brand.onCocoa', fontSize: 14, fontWeight: 700 }}
          >
            {other.toUpperCase()}
          </AppLink>
        </Container>
      </Box>
      {/* Room at the end: fixed overlays (toasts, the QA badge in mock modes) never cover the last button. */}
      <Container maxWidth="lg" sx={{ pt: { xs: 2.5, md: 4 }, pb: 10 }}>
        <Stack sx={{ gap: 1, mb: { xs: 2.5, md: 3 } }}>
          <Typography component="h1" variant="h2">
            {title}
          </Typography>
          {lead && <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{lead}</Typography>}
          {notice && <Box sx={{ mt: 1, '& .MuiAlert-root': { mb: 0 } }}>{notice}</Box>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A bordered block of an admin page. */
export function AdminSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
      }}
    >
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
