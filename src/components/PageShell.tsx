import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { getHref } from '@/app/paths';
import { AppLink } from './AppLink';
import { useLocale } from './useLocale';
import { usePageMeta, type PageMetaOptions } from './usePageMeta';

type PageShellProps = {
  title: string;
  lead?: ReactNode;
  description?: string;
  children?: ReactNode;
  /** Parent pages shown as breadcrumbs after "Home". */
  trail?: { label: string; to: string }[];
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** Canonical path, preview image, noindex. */
  meta?: PageMetaOptions;
  /** Shown beside the title on wide screens, under it on phones (e.g. a search field). */
  aside?: ReactNode;
  /** The page body shows the title itself as its h1 (a product page); the shell keeps breadcrumbs and meta. */
  titleInBody?: boolean;
};

/** The frame of a content page: breadcrumbs, title, lead and the page's meta tags. */
export function PageShell({
  title,
  lead,
  description,
  children,
  trail = [],
  maxWidth = 'lg',
  testId,
  meta,
  aside,
  titleInBody = false,
}: PageShellProps) {
  const locale = useLocale();
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined), meta);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <Breadcrumbs aria-label="breadcrumbs" sx={{ mb: 2, fontSize: 14 }}>
        <AppLink to={getHref('home', locale)} color="inherit">
          <FormattedMessage id="nav.home" defaultMessage="Главная" />
        </AppLink>
        {trail.map((t) => (
          <AppLink key={t.to} to={t.to} color="inherit">
            {t.label}
          </AppLink>
        ))}
        <Typography component="span" sx={{ fontSize: 14, color: 'text.primary' }} aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      {!titleInBody && (
        <Box
          sx={
            aside
              ? {
                  display: 'grid',
                  gap: { xs: 0, md: 4 },
                  gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
                  alignItems: 'end',
                  mb: { xs: 3, md: 4 },
                }
              : undefined
          }
        >
          <Box>
            <Typography component="h1" variant="h1" sx={{ mb: lead ? 2 : 3 }}>
              {title}
            </Typography>
            {lead && (
              <Typography
                component="div"
                sx={{
                  fontSize: { xs: 17, md: 19 },
                  color: 'text.secondary',
                  maxWidth: 760,
                  mb: aside ? { xs: 2, md: 0 } : 4,
                }}
              >
                {lead}
              </Typography>
            )}
          </Box>
          {aside}
        </Box>
      )}
      <Box>{children}</Box>
    </Container>
  );
}
