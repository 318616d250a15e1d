import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import type { SiteModal } from '@/stores/UiStore';
import { lazyPlain } from '@/theme/lazyThemed';

// The footer modals with their plain contents and every message: loaded as the footer mounts (preloadFooterModals),
// or when one opens. The press list brings the MUI theme: it loads as its link is pointed at (preloadFooterModal).
const FooterModals = lazyPlain<object>(() =>
  import('./FooterModals').then(async ({ default: Modals, loadFeatureModals }) => {
    await loadFeatureModals();
    return { default: Modals };
  }),
);

/** Starts loading the footer modals (a preload: nothing renders), so that one opens in the tap's own commit. */
export const preloadFooterModals = () => void FooterModals.preload();

/** Starts loading one modal's content too (the press list's), as its link is pointed at, touched or focused. */
export const preloadFooterModal = (name: SiteModal) =>
  void import('./FooterModals').then(({ loadModalContent }) => loadModalContent(name));

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
