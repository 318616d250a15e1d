import { useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The dialogs open now, the last one on top: only the top one holds the focus and answers Esc and Tab. */
const open: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements shown in `root`, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0,
  );
}

/**
 * What makes an element a modal dialog, for the light ones (the cart panel, `Modal`): while `shown`, the focus
 * moves in and is held inside (Tab and Shift+Tab go round), Esc calls `onClose`, the page behind does not scroll
 * (the body's overflow, its scrollbar's room kept as padding, as MUI's lock does), and on closing the focus goes
 * back to where it was. A dialog opened over another takes these over until it closes. Not a modal `<dialog>`:
 * `showModal()` makes the rest of the page inert, and Chromium restyles the whole page for that (about 75 ms on
 * /menyu with a 4× slower CPU), and MUI's popups, portalled to the body, would open under its top layer.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, shown: boolean, onClose: () => void) {
  const close = useEffectEvent(onClose);
  // What had the focus when the dialog first rendered: its opener, even when a field of the dialog takes the focus
  // as it mounts (autoFocus, before this hook's effect runs).
  const [atMount] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  // A focus restore that a closing schedules; showing again (React's StrictMode runs this effect twice on mount, in
  // development) cancels it, so the field that took the focus keeps it.
  const restore = useRef(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    restore.current += 1;
    const active = document.activeElement as HTMLElement | null;
    const opener = active && el.contains(active) ? atMount : active;
    open.push(el);
    const onTop = () => open[open.length - 1] === el;
    // Into the dialog, unless a control of it has taken the focus as it mounted (autoFocus).
    if (!el.contains(document.activeElement)) el.focus({ preventScroll: true });
    const { body } = document;
    if (open.length === 1) {
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    // Focus that goes out of the dialog (a click on the page behind cannot: the backdrop covers it) comes back,
    // unless it went into a dialog or popup of its own (MUI's portals: role presentation).
    const keepFocus = (event: FocusEvent) => {
      const target = event.target;
      if (
        onTop() &&
        target instanceof Element &&
        !el.contains(target) &&
        !target.closest('[role="dialog"], [role="presentation"]')
      )
        el.focus({ preventScroll: true });
    };
    // On the document, not the dialog: the focus may be on the page's body a moment (a control that had it went,
    // as the promo field's apply button does).
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !onTop()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab') {
        const items = focusables(el);
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        const inside = active instanceof Node && el.contains(active);
        if (!first || !last) event.preventDefault();
        else if (event.shiftKey && (!inside || active === first || active === el)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('focusin', keepFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.removeEventListener('keydown', onKey);
      open.splice(open.indexOf(el), 1);
      if (open.length === 0) {
        body.style.overflow = '';
        body.style.paddingRight = '';
      }
      const token = ++restore.current;
      queueMicrotask(() => {
        if (restore.current !== token) return;
        if (el.contains(document.activeElement) || document.activeElement === document.body) opener?.focus();
      });
    };
  }, [ref, shown, atMount]);
}
