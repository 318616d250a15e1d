import { AccountView } from '@/features/auth/AccountView';

/** Личный кабинет (/kabinet). */
export default function AccountPage() {
  return <AccountView />;
}
