import { formatMoney } from '@/domain/money';
import { useLocale } from './useLocale';

/** A sum in rubles, formatted in one place (`1 250 р.`). */
export function Money({ value }: { value: number }) {
  const locale = useLocale();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value, locale)}</span>;
}
