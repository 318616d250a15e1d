import type { OrderField } from '@/domain/order';
import { fieldId } from './messages';

/** Moves focus to a field of the order form (its input, or the first control inside a group) and brings it into view. */
export function focusOrderField(idPrefix: string, field: OrderField): void {
  const element = document.getElementById(fieldId(idPrefix, field));
  if (!element) return;
  const target = element.matches('input, textarea, select, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>(
        'input:checked, button[aria-pressed="true"], input, button, textarea, select',
      );
  target?.focus();
  target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}
