import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { CartLine } from '@/domain/cartLine';
import { whenIdle } from '@/components/whenIdle';
import { CartLineView } from './CartLineRow';
import { m } from './messages';

/** A line to render the basket's row with (never shown: it is rendered outside the document). Its name has text, so
 * that laying it out (layOutCopy) sets up the name's font. */
const SAMPLE_LINE: CartLine = {
  id: 0,
  name: 'Торт',
  englishName: 'Cake',
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
 * What a tap may show first that the closed panel's basket has not mounted (a cart line when the cart is empty,
 * MUI's small outlined button of the gift choice) and the first plural, rendered one at a time: each is a short
 * task of its own. (The basket's notices and the gift reminder are plain elements: nothing to warm up.)
 */
const PARTS: (() => ReactNode)[] = [
  () => (
    <>
      {/* The piece count as a first add shows it: the first plural ("one") sets up the locale's plural rules and
          number format, which the header's cart label then shares. */}
      <FormattedMessage {...m.pieces} values={{ count: 1 }} />
      <ul>
        <CartLineView line={SAMPLE_LINE} />
      </ul>
    </>
  ),
  () => <Button variant="outlined" size="small" color="secondary" />,
];

/** How many steps the warm-up takes (the panel's basket parts follow it). */
export const WARM_UP_PARTS = PARTS.length;

/**
 * Counts from 0 to `total`, one step per idle moment, or straight to `total` once `now` is set (the panel
 * opened before it was done); marks `cart-warm` at the end (the bench, scripts/bench/interactions.mjs, waits
 * for it before its first tap).
 */
export function useIdleSteps(total: number, now: boolean): number {
  const [step, setStep] = useState(now ? total : 0);
  if (now && step < total) setStep(total);
  useEffect(() => {
    if (step >= total) performance.mark('cart-warm');
    else return whenIdle(() => setStep((current) => Math.max(current, step + 1)));
  }, [step, total]);
  return step;
}

/**
 * Lays a copy of `el` out once, with its hidden parts shown, invisible and out of the page's flow, and removes it
 * in the same task (nothing can see, focus or fetch anything of it). Chromium sets up a font's data for each size
 * and weight the first time text in it is laid out: the cart panel's first opening met about twenty of them (its
 * layout, on /menyu with the CPU 4× slower, 22–30 ms before and 10–11 after). A copy, not the panel itself:
 * showing the closed panel for a moment would start its opening and closing transitions.
 */
export function layOutCopy(el: HTMLElement): void {
  const copy = el.cloneNode(true) as HTMLElement;
  for (const part of [copy, ...copy.querySelectorAll<HTMLElement>('[hidden]')]) part.hidden = false;
  for (const named of [copy, ...copy.querySelectorAll('[id]')]) named.removeAttribute('id');
  for (const img of copy.querySelectorAll('img')) {
    img.removeAttribute('src');
    img.removeAttribute('srcset');
  }
  copy.setAttribute('inert', '');
  copy.style.cssText += ';position:fixed;top:0;left:-10000px;visibility:hidden;transition:none';
  document.body.append(copy);
  void copy.offsetHeight;
  copy.remove();
}

/**
 * Renders warm-up part `step`, with a sample line, into an element outside the document, and lays a copy of it out
 * (layOutCopy). The panel mounts closed when the page is idle; this makes MUI compute its components' theme styles
 * and emotion serialise and insert them then (they stay in the page's style sheet), and the browser set up the
 * line's fonts, so the first add, open and stepper click do not pay for it. Nothing of it is shown, focused or
 * announced: it is never in the document, and its copy only for the task that lays it out.
 */
export function WarmUp({ step }: { step: number }) {
  const [target] = useState(() => document.createElement('div'));
  const part = PARTS[step];
  useLayoutEffect(() => layOutCopy(target), [target, step]);
  return part ? createPortal(part(), target) : null;
}
