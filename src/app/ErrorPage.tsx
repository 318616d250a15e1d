import { Component, type ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PillLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { usePageMeta } from '@/components/usePageMeta';
import { getHref } from './paths';

type Props = { status?: number; message?: string };

/** The generic error page of SPEC.md sections 2 and 8: status (default 500), message, home link on 404. */
export function ErrorPage({ status = 500, message }: Props) {
  const locale = useLocale();
  const intl = useIntl();
  const notFound = status === 404;
  const title = notFound
    ? intl.formatMessage({ id: 'error.notFound', defaultMessage: 'Страница не найдена' })
    : message || intl.formatMessage({ id: 'error.generic', defaultMessage: 'Что-то пошло не так' });
  usePageMeta(`${status}`, title);
  return (
    <Container data-testid="error-page" data-status={status} sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', maxWidth: 'sm' }}>
      <Typography aria-hidden sx={{ fontFamily: '"Playfair Display", serif', fontSize: { xs: 96, md: 140 }, lineHeight: 1, color: 'secondary.main', fontWeight: 700 }}>
        {status}
      </Typography>
      <Typography component="h1" variant="h2" sx={{ mt: 2 }} data-testid="error-message">
        {title}
      </Typography>
      {notFound ? (
        <>
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            <FormattedMessage id="error.notFoundHint" defaultMessage="Возможно, её переименовали или она больше не существует. Зато торты на месте." />
          </Typography>
          <PillLink to={getHref('home', locale)} sx={{ mt: 4 }} data-testid="error-home-link">
            <FormattedMessage id="error.home" defaultMessage="На главную" />
          </PillLink>
        </>
      ) : (
        <PillLink to={getHref('home', locale)} variant="outlined" sx={{ mt: 4 }}>
          <FormattedMessage id="error.home" defaultMessage="На главную" />
        </PillLink>
      )}
    </Container>
  );
}

/** When the error page itself fails: the last resort of SPEC.md section 8, in plain HTML. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The error page failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box data-testid="error-page-fallback" sx={{ p: 6, textAlign: 'center', fontFamily: 'sans-serif' }}>
        <p>An error occurred while showing the error page</p>
        <a href="/">Back to home</a>
      </Box>
    );
  }
}
