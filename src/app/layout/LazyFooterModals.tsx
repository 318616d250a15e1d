import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { lazyPlain } from '@/theme/lazyThemed';

// The footer modals with their contents and every message: loaded as the footer mounts (preloadFooterModals), or
// when one opens. Plain elements but for the press list, which brings the MUI theme itself (FooterModals.tsx).
const FooterModals = lazyPlain<object>(() =>
  import('./FooterModals').then(async ({ default: Modals, loadFeatureModals }) => {
    await loadFeatureModals();
    return { default: Modals };
  }),
);

/** Starts loading the footer modals (a preload: nothing renders), so that one opens in the tap's own commit. */
export const preloadFooterModals = () => void FooterModals.preload();

/** The footer modals, mounted while one is open (`ui.remodalStatus`). */
export const LazyFooterModals = observer(function LazyFooterModals() {
  const { ui } = useStores();
  if (!ui.remodalStatus) return null;
  return (
    <Suspense fallback={null}>
      <FooterModals />
    </Suspense>
  );
});
