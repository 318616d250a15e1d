import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Link, Skeleton } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { contacts, telHref } from '@/config/contacts';
import type { ContentType } from '@/domain/content';
import { problemOf } from '@/domain/errors';
import { useMinimumDisplay } from '@/components/useMinimumDisplay';
import { useStores } from '@/stores/context';
import { useContent } from './useContent';
import { m } from './messages';
import { retryMessages } from '@/i18n/retry';

const unavailableMessages: Record<ContentType, (phone: ReactNode) => ReactNode> = {
  events: (phone) => <FormattedMessage {...m.unavailableEvents} values={{ phone }} />,
  vacancies: (phone) => <FormattedMessage {...m.unavailableVacancies} values={{ phone }} />,
  press: (phone) => <FormattedMessage {...m.unavailablePress} values={{ phone }} />,
  delivery: (phone) => <FormattedMessage {...m.unavailableDelivery} values={{ phone }} />,
};

/** The notice of a kind of content the backend does not serve and the app ships no text for: the phone number to call. */
function ContentUnavailable({ type }: { type: ContentType }) {
  const phone = (
    <Link href={telHref(contacts.phone)} underline="always" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
      {contacts.phone}
    </Link>
  );
  return (
    <Alert severity="info" data-testid="content-unavailable" data-type={type} sx={{ borderRadius: '14px' }}>
      {unavailableMessages[type](phone)}
    </Alert>
  );
}

/** The shape of the content while it loads: cards (lists) or a picture and lines of text (an article). */
function ContentSkeleton({ kind }: { kind: 'cards' | 'text' }) {
  if (kind === 'text') {
    return (
      <Box aria-busy="true" data-testid="content-skeleton">
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 7', height: 'auto', mb: 3 }} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} width={`${90 - i * 7}%`} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      aria-busy="true"
      data-testid="content-skeleton"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton width="70%" />
          <Skeleton width="90%" />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Loads one kind of content and shows skeletons meanwhile, a retry on failure, then the children; when the
 * backend lacks the call and the app ships no text for it, a notice with the phone number instead.
 */
export const ContentState = observer(function ContentState({
  type,
  children,
  skeleton = 'cards',
}: {
  type: ContentType;
  children: ReactNode;
  skeleton?: 'cards' | 'text';
}) {
  const { status, retry } = useContent(type);
  const { content } = useStores();
  // Skeletons while the content loads, 200 ms at the least once shown (SPEC.md section 9).
  const loading = useMinimumDisplay(status !== 'ready' && status !== 'error');
  if (loading) return <ContentSkeleton kind={skeleton} />;
  if (content.isUnavailable(type)) return <ContentUnavailable type={type} />;
  if (status === 'error') {
    const server = problemOf(content.errors[type]) === 'server';
    return (
      <Alert
        severity="warning"
        data-testid="content-error"
        data-problem={server ? 'server' : 'connection'}
        action={
          <Button color="inherit" onClick={retry}>
            <FormattedMessage {...retryMessages.retry} />
          </Button>
        }
      >
        {server ? (
          <FormattedMessage {...m.errorServer} values={{ phone: contacts.phone }} />
        ) : (
          <FormattedMessage {...m.error} />
        )}
      </Alert>
    );
  }
  return <>{children}</>;
});
