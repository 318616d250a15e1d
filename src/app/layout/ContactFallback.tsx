import { Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { contacts, telHref } from '@/config/contacts';

/** How to reach us, shown where a footer form is not available. */
export default function ContactFallback() {
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        <FormattedMessage id="contact.write" defaultMessage="Напишите нам на {email} или позвоните — мы на связи каждый день с 9:00 до 22:00." values={{ email: <Link href={`mailto:${contacts.email}`}>{contacts.email}</Link> }} />
      </Typography>
      <Link href={telHref(contacts.phone)} sx={{ fontWeight: 700, fontSize: 20 }}>
        {contacts.phone}
      </Link>
    </>
  );
}
