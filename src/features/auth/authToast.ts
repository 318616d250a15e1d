import { toast } from '@/components/toast';
import { TOAST_DEFAULT_MS } from '@/domain/constants';

/** The account forms' toasts (login, recovery, registration): top centre, 5 s unless said otherwise (SPEC.md section 9). */
export function authToast(
  text: string,
  variant: 'success' | 'error',
  autoHideDuration = TOAST_DEFAULT_MS,
): void {
  toast(text, { variant, autoHideDuration, anchorOrigin: { vertical: 'top', horizontal: 'center' } });
}
