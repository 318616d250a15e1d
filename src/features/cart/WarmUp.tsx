import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, IconButton, LinearProgress } from '@mui/material';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { DeliverySwitch } from '@/components/DeliverySwitch';
import type { CartLine } from '@/domain/cartLine';
import { CartLineView } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { PromoField } from './PromoField';

/** A line to render the basket's row with (never shown: it is rendered outside the document). */
const SAMPLE_LINE: CartLine = {
  id: 0,
  name: '',
  englishName: '',
  count: 1,
  img: '',
  link: '/',
  price: 1,
  well: ' ',
  choice: true,
  choiceName: ' ',
  code: '',
  indZakaz: 0,
  parent: 0,
  not_discount: 0,
  not_discount_parent: 0,
  minimum: 1,
  multiplicity: 1,
};

/**
 * Renders the basket's parts once, with a sample line, into an element outside the document, then goes. The
 * panel mounts closed and empty when the page is idle; this makes MUI compute its components' theme styles and
 * emotion serialise and insert them then (they stay in the page's style sheet), so the first open of the cart
 * does not pay for it; a button's ripple runs once too (the first stepper click's). Nothing of it is shown,
 * focused or announced: it is never in the document.
 */
export function WarmUp() {
  const [target] = useState(() => document.createElement('div'));
  const [done, setDone] = useState(false);
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    ripple.current?.start(undefined, { center: true });
    // Goes in a task of its own, after the ripple has rendered.
    const timer = setTimeout(() => setDone(true));
    return () => clearTimeout(timer);
  }, []);
  if (done) return null;
  return createPortal(
    <>
      <ul>
        <CartLineView line={SAMPLE_LINE} />
      </ul>
      <Alert severity="info" sx={{ borderRadius: 3 }} />
      <LinearProgress variant="determinate" color="secondary" value={50} />
      <LinearProgress color="secondary" />
      <Button variant="outlined" size="small" />
      <IconButton size="small" touchRippleRef={ripple} />
      <DeliverySwitch />
      <PromoField />
      <CartSummary />
    </>,
    target,
  );
}
