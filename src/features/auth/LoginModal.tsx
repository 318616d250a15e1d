import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { authToast } from './authToast';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageHref } from '@/app/paths';
import { Modal } from '@/components/Modal';
import { useLocale } from '@/components/useLocale';
import {
  ACCOUNT_LIMITS,
  validateLogin,
  validateRecovery,
  type FieldProblem,
  type LoginField,
} from '@/domain/auth';
import { RECOVERY_CLOSE_MS, TOAST_RECOVERY_MS } from '@/domain/constants';
import { useStores } from '@/stores/context';
import { sent } from '@/stores/form/FormModel';
import { useFormModel } from '@/stores/form/useFormModel';
import { authMessages, problemMessages } from './messages';
import { PasswordField } from './PasswordField';
import { reloadPage } from './reload';
import { SubmitButton } from '@/components/SubmitButton';
import { m as msg } from './messages';

const m = {
  loginTitle: msg.loginTitle,
  recoverTitle: msg.recoverTitle,
};

type Credentials = { email: string; password: string };
const EMPTY: Credentials = { email: '', password: '' };
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];
const RECOVERY_FIELDS: readonly LoginField[] = ['email'];

/** The login modal of SPEC.md sections 2 and 4, with its recover-password view; mounted while `ui.showLoginForm` is set. */
const LoginModal = observer(function LoginModal() {
  const { ui, auth } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [view, setView] = useState<'login' | 'recover'>('login');
  // Login and recovery are two forms of one e-mail: switching views carries it over.
  const login = useFormModel<Credentials, LoginField, FieldProblem>({
    initial: EMPTY,
    validate: validateLogin,
    fields: LOGIN_FIELDS,
  });
  const recovery = useFormModel<Credentials, LoginField, FieldProblem>({
    initial: EMPTY,
    validate: validateRecovery,
    fields: RECOVERY_FIELDS,
  });
  const showView = (next: 'login' | 'recover') => {
    const [from, to] = next === 'login' ? [recovery, login] : [login, recovery];
    to.set('email', from.values.email);
    setView(next);
  };
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => ui.setShowLoginForm(false);
  const problem = (p: FieldProblem | null | undefined) =>
    p ? intl.formatMessage(problemMessages[p]) : undefined;

  const onLogin = async (event: FormEvent) => {
    event.preventDefault();
    const submitted = await login.submit(async (v) => sent(await auth.login(v.email, v.password)));
    if (submitted.status !== 'sent') return;
    const outcome = submitted.value;
    if (outcome.status === 'success') {
      close();
      reloadPage();
    } else if (outcome.status === 'rejected') {
      authToast(outcome.message || intl.formatMessage(authMessages.loginRejected), 'error');
    } else if (outcome.status === 'failed') {
      authToast(intl.formatMessage(authMessages.networkError), 'error');
    }
  };

  const onRecover = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC.md section 5: recovery needs an e-mail, otherwise nothing is sent.
    const submitted = await recovery.submit(async (v) => sent(await auth.recover(v.email)));
    if (submitted.status !== 'sent') return;
    const outcome = submitted.value;
    if (outcome.status === 'success') {
      authToast(
        outcome.message || intl.formatMessage(authMessages.recoverySent),
        'success',
        TOAST_RECOVERY_MS,
      );
      closeTimer.current = setTimeout(close, RECOVERY_CLOSE_MS);
    } else if (outcome.status === 'rejected') {
      authToast(outcome.message || intl.formatMessage(authMessages.recoveryRejected), 'error');
    }
    // A network failure is only logged (SPEC.md section 8).
  };

  const emailField = (form: typeof login, testId: string, autoFocus: boolean) => (
    <TextField
      label={intl.formatMessage(authMessages.email)}
      type="email"
      value={form.values.email}
      onChange={(e) => form.set('email', e.target.value.slice(0, ACCOUNT_LIMITS.email))}
      error={Boolean(form.errors.email)}
      helperText={problem(form.errors.email)}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          'data-testid': testId,
          autoComplete: 'email',
          maxLength: ACCOUNT_LIMITS.email,
          inputMode: 'email',
        },
      }}
    />
  );

  return (
    <Modal
      open
      onClose={close}
      title={intl.formatMessage(view === 'login' ? m.loginTitle : m.recoverTitle)}
      testId="login-modal"
      maxWidth="xs"
    >
      {view === 'login' ? (
        <Box component="form" noValidate onSubmit={(event) => void onLogin(event)} data-view="login">
          <Stack sx={{ gap: 2, pt: 1 }}>
            {emailField(login, 'login-email', true)}
            <PasswordField
              label={intl.formatMessage(authMessages.password)}
              value={login.values.password}
              onChange={(value) => login.set('password', value)}
              error={Boolean(login.errors.password)}
              helperText={problem(login.errors.password)}
              required
              fullWidth
              testId="login-password"
              autoComplete="current-password"
            />
            <SubmitButton sending={login.sending} testId="login-submit">
              <FormattedMessage {...msg.submit} />
            </SubmitButton>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link
                component="button"
                type="button"
                onClick={() => showView('recover')}
                data-testid="recover-link"
                sx={{ fontSize: 15 }}
              >
                <FormattedMessage {...msg.forgot} />
              </Link>
              <Link
                component={RouterLink}
                to={pageHref('registration', locale)}
                onClick={close}
                sx={{ fontSize: 15, fontWeight: 700 }}
              >
                <FormattedMessage {...msg.loginRegister} />
              </Link>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void onRecover(event)} data-view="recover">
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage {...msg.recoverLead} />
            </Typography>
            {emailField(recovery, 'recover-email', true)}
            <SubmitButton sending={recovery.sending} testId="recover-submit">
              <FormattedMessage {...msg.recoverSubmit} />
            </SubmitButton>
            <Link
              component="button"
              type="button"
              onClick={() => showView('login')}
              sx={{ fontSize: 15, alignSelf: 'flex-start' }}
              data-testid="recover-back"
            >
              <FormattedMessage {...msg.backToLogin} />
            </Link>
          </Stack>
        </Box>
      )}
    </Modal>
  );
});

export default LoginModal;
