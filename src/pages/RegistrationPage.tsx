import { RegistrationForm } from '@/features/auth/RegistrationForm';

/** Регистрация (/registraciya, registration layout). */
export default function RegistrationPage() {
  return <RegistrationForm />;
}
