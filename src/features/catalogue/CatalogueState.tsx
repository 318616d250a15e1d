import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useStores } from '@/stores/context';

/** Shows the catalogue once loaded; skeletons while loading, a retry on failure, a friendly note when empty. */
export const CatalogueState = observer(function CatalogueState({ children, empty }: { children: ReactNode; empty: boolean }) {
  const { site } = useStores();
  const { pathname } = useLocation();
  if (site.menuStatus === 'idle' || site.menuStatus === 'loading') {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Box key={i}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (site.menuStatus === 'error') {
    return (
      <Alert severity="warning" data-testid="catalogue-error" action={<Button onClick={() => void site.loadMenu(pathname)}><FormattedMessage id="catalogue.retry" defaultMessage="Повторить" /></Button>}>
        <FormattedMessage id="catalogue.error" defaultMessage="Не удалось загрузить меню. Проверьте соединение и попробуйте ещё раз." />
      </Alert>
    );
  }
  if (empty) {
    return (
      <Alert severity="info" data-testid="catalogue-empty">
        <FormattedMessage id="catalogue.empty" defaultMessage="Меню сейчас обновляется — загляните чуть позже или позвоните нам, и мы всё расскажем." />
      </Alert>
    );
  }
  return <>{children}</>;
});
