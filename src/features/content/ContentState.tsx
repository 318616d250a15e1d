import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { ContentType } from '@/domain/content';
import { contacts } from '@/config/contacts';
import { problemOf } from '@/domain/errors';
import { useStores } from '@/stores/context';
import { useContent } from './useContent';

/** Loads one kind of content and shows skeletons meanwhile, a retry on failure, then the children. */
export const ContentState = observer(function ContentState({ type, children, skeleton = 'cards' }: { type: ContentType; children: ReactNode; skeleton?: 'cards' | 'text' }) {
  const { status, retry } = useContent(type);
  const { content } = useStores();
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
          <FormattedMessage id="content.error" defaultMessage="Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз." />
        )}
      </Alert>
    );
  }
  if (status !== 'ready') {
    if (skeleton === 'text') {
      return (
        <Box aria-busy="true">
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 7', height: 'auto', mb: 3 }} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width={`${90 - i * 7}%`} />
          ))}
        </Box>
      );
    }
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
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
  return <>{children}</>;
});
