import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';
import { PROMO_EVENT_ALIAS, PROMO_POPUP_DELAY_MS } from './promo';

const PromoPopup = lazyThemed(() => import('./PromoPopup'));

/**
 * Where the promotional popup may appear (the default layout only; never on the promo layout or in
 * admin). It waits for the cookie banner to be answered and for no other overlay to be open, then
 * shows once per browser (`showOneOpenModal`), and its code is loaded only then.
 */
export const PromoPopupSlot = observer(function PromoPopupSlot() {
  const { ui } = useStores();
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const onArticle = pathname.includes(PROMO_EVENT_ALIAS);
  const eligible = !ui.showOneOpenModal && ui.cookiesAccepted && !ui.isPromoPage && !onArticle;
  const busy = ui.cartOpen || ui.showLoginForm || ui.remodalStatus !== null;
  useEffect(() => {
    if (!eligible || due) return;
    const timer = setTimeout(() => setDue(true), PROMO_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, due]);
  useEffect(() => {
    if (due && eligible && !busy && !open) setOpen(true);
  }, [due, eligible, busy, open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup onClose={() => setOpen(false)} />
    </Suspense>
  );
});
