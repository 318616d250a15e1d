import { AdminIndex } from '@/features/admin/AdminIndex';

/** /udc_adminpanel: the operator's index. */
export default function AdminIndexPage() {
  return <AdminIndex />;
}
