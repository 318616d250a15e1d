import { useLocation } from 'react-router';
import { getHref, parseLocalePath } from '@/app/paths';
import { useLocale } from '@/components/useLocale';
import { brandFormOfPath } from '@/features/admin/brands';
import { OperatorOrderForm } from '@/features/admin/OperatorOrderForm';
import { LegacyNotice } from '@/features/content/LegacyNotice';

/** The `*-ordering` pages: one operator form, its brand taken from the path; cs-ordering-old is the legacy variant. */
export default function AdminOrderingPage() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const form = brandFormOfPath(parseLocalePath(pathname).path);
  const brand = form?.brand ?? 'udc';
  // The legacy form places the same orders (brand cs-old); the notice points to the current one.
  const notice = brand === 'cs-old' ? <LegacyNotice currentHref={getHref('adminCs', locale)} /> : undefined;
  return <OperatorOrderForm key={brand} brand={brand} notice={notice} />;
}
