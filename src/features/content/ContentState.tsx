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

const unavailableMessages: Record<ContentType, (phone: ReactNode) => ReactNode> = {
  events: (phone) => (
    <FormattedMessage
      id="content.unavailable.events"
      defaultMessage="Афиша событий сейчас не загружается. О ближайших мастер-классах, дегустациях и праздничных меню расскажем по телефону {phone}."
      values={{ phone }}
    />
  ),
  vacancies: (phone) => (
    <FormattedMessage
      id="content.unavailable.vacancies"
      defaultMessage="Список вакансий сейчас не загружается. Мы всегда ищем бариста, кондитеров, поваров и курьеров — позвоните нам: {phone}."
      values={{ phone }}
    />
  ),
  press: (phone) => (
    <FormattedMessage
      id="content.unavailable.press"
      defaultMessage="Список публикаций сейчас не загружается. Подборку материалов о нас пришлём по запросу — или позвоните: {phone}."
      values={{ phone }}
    />
  ),
  delivery: (phone) => (
    <FormattedMessage
      id="content.unavailable.delivery"
      defaultMessage="Условия доставки сейчас не загружаются. Расскажем о них по телефону {phone}."
      values={{ phone }}
    />
  ),
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
            <FormattedMessage id="catalogue.retry" defaultMessage="Повторить" />
          </Button>
        }
      >
        {server ? (
          <FormattedMessage
            id="content.errorServer"
            defaultMessage="Страница не загрузилась: на нашем сервере сбой, мы уже разбираемся. Попробуйте через минуту или позвоните нам: {phone}."
            values={{ phone: contacts.phone }}
          />
        ) : (
          <FormattedMessage
            id="content.error"
            defaultMessage="Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз."
          />
        )}
      </Alert>
    );
  }
  return <>{children}</>;
});
