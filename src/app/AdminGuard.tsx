import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useStores } from '@/stores/context';
import { ErrorPage } from './ErrorPage';
import { m } from './admin.messages';

/**
 * DECISIONS.md section 3: /udc_adminpanel and its pages need a login whose `extended.role` is "admin";
 * a visitor gets the login modal, a customer a 403 page. (A browser convenience: the API must check too.)
 */
export const AdminGuard = observer(function AdminGuard() {
  const { auth, ui } = useStores();
  const intl = useIntl();
  useEffect(() => {
    if (!auth.isLogin) ui.setShowLoginForm(true);
  }, [auth.isLogin, ui]);
  if (auth.isAdmin) return <Outlet />;
  if (auth.isLogin) return <ErrorPage status={403} message={intl.formatMessage(m.forbidden)} />;
  return <AdminLoginRequired onLogin={() => ui.setShowLoginForm(true)} />;
});

function AdminLoginRequired({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.loginTitle);
  return (
    <Container
      maxWidth="sm"
      data-testid="admin-login-required"
      sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}
    >
      <PageMeta title={title} />
      <Typography component="h1" variant="h2">
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        <FormattedMessage {...m.loginLead} />
      </Typography>
      <Button variant="contained" size="large" onClick={onLogin} sx={{ mt: 4 }} data-testid="admin-login">
        <FormattedMessage {...m.login} />
      </Button>
    </Container>
  );
}
