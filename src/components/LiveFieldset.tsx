import type { ReactNode } from 'react';
import css from './LiveFieldset.module.css';
import { useLiveProps } from './plain';

/**
 * The fields of a form on a prerendered page (the franchise and individual-cake requests, the registration, a cake's
 * options), disabled and marked `data-pending` until React has hydrated them (useLiveProps): text typed into a field
 * before, or a choice made, would be set back to the form's state as it hydrates. A `<fieldset disabled>` disables
 * every control inside at once; it takes no box of its own (`display: contents`), so the form's layout is unchanged.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset className={css.fieldset} {...useLiveProps()}>
      {children}
    </fieldset>
  );
}
