import { Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import ui from '@/components/ui.module.css';
import { useMinimumDisplay } from '@/components/useMinimumDisplay';
import { contacts } from '@/config/contacts';
import { problemOf } from '@/domain/errors';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';
import css from './firstPaint.module.css';
import { m } from './card.messages';
import { retryMessages } from '@/i18n/retry';

const CatalogueNotice = lazyThemed(() => import('./CatalogueNotice'));

const skeleton = `${ui.skeleton} ${ui.skeletonText}`;

/** Shows the catalogue once loaded; skeletons while loading, a retry on failure, a friendly note when empty. */
export const CatalogueState = observer(function CatalogueState({
  children,
  empty,
}: {
  children: ReactNode;
  empty: boolean;
}) {
  const { catalogue } = useStores();
  const { pathname } = useLocation();
  // Skeletons while the menu loads, 200 ms at the least once shown (SPEC.md section 9).
  const loading = useMinimumDisplay(catalogue.menuStatus === 'idle' || catalogue.menuStatus === 'loading');
  if (loading) {
    return (
      <div aria-busy="true" className={css.loading}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i}>
            <span className={`${ui.skeleton} ${ui.skeletonRounded} ${css.loadingImage}`} />
            <span className={skeleton} style={{ width: '80%' }} />
            <span className={skeleton} style={{ width: '40%' }} />
          </div>
        ))}
      </div>
    );
  }
  if (catalogue.menuStatus === 'error') {
    return (
      <Suspense fallback={null}>
        <CatalogueNotice
          severity="warning"
          testId="catalogue-error"
          action={{
            label: <FormattedMessage {...retryMessages.retry} />,
            onClick: () => void catalogue.loadMenu(pathname),
          }}
        >
          {problemOf(catalogue.menuError) === 'server' ? (
            <FormattedMessage {...m.errorServer} values={{ phone: contacts.deliveryPhone }} />
          ) : (
            <FormattedMessage {...m.error} />
          )}
        </CatalogueNotice>
      </Suspense>
    );
  }
  if (empty) {
    return (
      <Suspense fallback={null}>
        <CatalogueNotice severity="info" testId="catalogue-empty">
          <FormattedMessage {...m.empty} values={{ phone: contacts.deliveryPhone }} />
        </CatalogueNotice>
      </Suspense>
    );
  }
  return <>{children}</>;
});
