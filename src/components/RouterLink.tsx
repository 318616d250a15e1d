import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type RelativeRoutingType, type To } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: RelativeRoutingType;
  /** Navigates with a full page load instead of inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An in-app link: an `<a href>` that navigates inside the app on a plain left click and leaves modified
 * clicks (new tab, download) to the browser. It is React Router's own `useHref` and `useLinkClickHandler`,
 * the pieces its `Link` is made of, without the framework mode's prefetching, view transitions and masks
 * that `Link` carries into every page's first JavaScript (scripts/vite-pure-react-router.ts). ESLint keeps
 * `Link` and `NavLink` from being imported from react-router again.
 */
export function RouterLink({ to, replace, state, preventScrollReset, relative, reloadDocument, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset, relative });
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external && !reloadDocument) navigate(event);
  };
  return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={handleClick} />;
}
