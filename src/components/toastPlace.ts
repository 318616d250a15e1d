/** Room a toast needs beside the open cart panel (its text wraps within it); less, and it goes over the panel's title. */
const ROOM_BESIDE_PANEL = 360;

/** Where a top-right toast goes, in px from the window's top and right edges (no `right`: its usual place). */
export interface TopRightPlace {
  top: number;
  right?: number;
}

/**
 * Where a top-right toast goes now: 8 px below the header's current bottom edge (banner shown or not, scrolled or
 * not), so it never covers the cart button. While the cart panel is open it keeps off the panel's lines, where the
 * customer is changing counts: beside the panel when the window leaves room, else (a phone: the panel takes the
 * whole width) over the panel's title bar. Read before the page is changed, so the layout read is a clean one.
 */
export function topRightPlace(): TopRightPlace {
  const header = document.querySelector('[data-testid="header"]');
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  // Its layout box (offsetLeft), not its box on screen: the panel may still be sliding in.
  const panel = document.querySelector<HTMLElement>('[data-testid="cart-panel"]:not([hidden])');
  if (!panel) return { top: Math.round(top) + 8 };
  if (panel.offsetLeft < ROOM_BESIDE_PANEL) return { top: 8 };
  return { top: Math.round(top) + 8, right: document.documentElement.clientWidth - panel.offsetLeft + 16 };
}
