import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Drawer, IconButton, LinearProgress } from '@mui/material';
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

/** A button whose ripple runs once (the first stepper click's first-time work). */
function RippleOnce() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => ripple.current?.start(undefined, { center: true }), []);
  return <IconButton size="small" touchRippleRef={ripple} />;
}

/** The panel's parts, one at a time: each is a short task of its own. */
const PARTS: (() => ReactNode)[] = [
  // The drawer's paper and slide (a persistent drawer renders in place, with no modal around it).
  () => <Drawer variant="persistent" anchor="right" open />,
  () => (
    <ul>
      <CartLineView line={SAMPLE_LINE} />
    </ul>
  ),
  () => <RippleOnce />,
  () => (
    <>
      <Alert severity="info" sx={{ borderRadius: 3 }} />
      <Button variant="outlined" size="small" />
    </>
  ),
  () => (
    <>
      <LinearProgress variant="determinate" color="secondary" value={50} />
      <LinearProgress color="secondary" />
    </>
  ),
  () => <DeliverySwitch />,
  () => <PromoField />,
  () => <CartSummary />,
];

/** Runs `run` when the browser is idle (soon where it cannot tell) unless the returned function was called. */
function whenIdle(run: () => void): () => void {
  let live = true;
  (window.requestIdleCallback ?? setTimeout)(() => live && run());
  return () => {
    live = false;
  };
}

/**
 * Renders the panel's parts, with a sample line, into an element outside the document, one part per idle
 * moment, then goes. The panel mounts closed when the page is idle; this makes MUI compute its
 * components' theme styles and emotion serialise and insert them then (they stay in the page's style sheet),
 * and a button's ripple runs once, so the first open of the cart and the first stepper click do not pay for
 * it. Nothing of it is shown, focused or announced: it is never in the document.
 */
export function WarmUp() {
  const [target] = useState(() => document.createElement('div'));
  const [step, setStep] = useState(0);
  useEffect(() => {
    // The bench (scripts/bench/interactions.mjs) waits for this mark before its first tap.
    if (step === PARTS.length) performance.mark('cart-warm');
    else return whenIdle(() => setStep(step + 1));
  }, [step]);
  const part = PARTS[step];
  return part ? createPortal(part(), target) : null;
}
