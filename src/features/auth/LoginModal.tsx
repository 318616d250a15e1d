import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toast } from '@/components/toast';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { pageHref } from '@/app/paths';
import { Modal } from '@/components/Modal';
import { useLocale } from '@/components/useLocale';
import { ACCOUNT_LIMITS, type FieldErrors, type FieldProblem, type LoginField } from '@/domain/auth';
import { RECOVERY_CLOSE_MS, TOAST_DEFAULT_MS, TOAST_RECOVERY_MS } from '@/domain/constants';
import { useStores } from '@/stores/context';
import { authMessages, problemMessages } from './messages';
import { PasswordField } from './PasswordField';
import { reloadPage } from './reload';

const m = defineMessages({
  loginTitle: { id: 'login.title', defaultMessage: 'Вход в личный кабинет' },
  recoverTitle: { id: 'login.recoverTitle', defaultMessage: 'Восстановление пароля' },
});

const TOP_CENTER = { vertical: 'top', horizontal: 'center' } as const;

/** The login modal of SPEC.md sections 2 and 4, with its recover-password view; mounted while `site.showLoginForm` is set. */
const LoginModal = observer(function LoginModal() {
  const { site, auth } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [view, setView] = useState<'login' | 'recover'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [recoverProblem, setRecoverProblem] = useState<FieldProblem | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => site.setShowLoginForm(false);
  const problem = (p: FieldProblem | null | undefined) =>
    p ? intl.formatMessage(problemMessages[p]) : undefined;

  const onLogin = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await auth.login(email, password);
    if (outcome.status === 'invalid') {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    if (outcome.status === 'success') {
      close();
      reloadPage();
    } else if (outcome.status === 'rejected') {
      toast(outcome.message || intl.formatMessage(authMessages.loginRejected), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: TOP_CENTER,
      });
    } else if (outcome.status === 'failed') {
      toast(intl.formatMessage(authMessages.networkError), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: TOP_CENTER,
      });
    }
  };

  const onRecover = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC.md section 5: recovery needs an e-mail, otherwise nothing is sent.
    if (!email.trim()) {
      setRecoverProblem('required');
      return;
    }
    setRecoverProblem(null);
    const outcome = await auth.recover(email);
    if (outcome.status === 'success') {
      toast(outcome.message || intl.formatMessage(authMessages.recoverySent), {
        variant: 'success',
        autoHideDuration: TOAST_RECOVERY_MS,
        anchorOrigin: TOP_CENTER,
      });
      closeTimer.current = setTimeout(close, RECOVERY_CLOSE_MS);
    } else if (outcome.status === 'rejected') {
      toast(outcome.message || intl.formatMessage(authMessages.recoveryRejected), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: TOP_CENTER,
      });
    }
    // A network failure is only logged (SPEC.md section 8).
  };

  const emailField = (testId: string, fieldError: string | undefined, autoFocus: boolean) => (
    <TextField
      label={intl.formatMessage(authMessages.email)}
      type="email"
      value={email}
      onChange={(e) => {
        setEmail(e.target.value.slice(0, ACCOUNT_LIMITS.email));
        if (fieldError) {
          setErrors((prev) => ({ ...prev, email: undefined }));
          setRecoverProblem(null);
        }
      }}
      error={Boolean(fieldError)}
      helperText={fieldError}
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
        <Box component="form" noValidate onSubmit={onLogin} data-view="login">
          <Stack sx={{ gap: 2, pt: 1 }}>
            {emailField('login-email', problem(errors.email), true)}
            <PasswordField
              label={intl.formatMessage(authMessages.password)}
              value={password}
              onChange={(value) => {
                setPassword(value);
                if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
              }}
              error={Boolean(errors.password)}
              helperText={problem(errors.password)}
              required
              fullWidth
              testId="login-password"
              autoComplete="current-password"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={auth.loginPending}
              data-testid="login-submit"
              aria-busy={auth.loginPending}
            >
              <FormattedMessage id="login.submit" defaultMessage="Войти" />
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link
                component="button"
                type="button"
                onClick={() => setView('recover')}
                data-testid="recover-link"
                sx={{ fontSize: 15 }}
              >
                <FormattedMessage id="login.forgot" defaultMessage="Забыли пароль?" />
              </Link>
              <Link
                component={RouterLink}
                to={pageHref('registration', locale)}
                onClick={close}
                sx={{ fontSize: 15, fontWeight: 700 }}
              >
                <FormattedMessage id="login.register" defaultMessage="Зарегистрироваться" />
              </Link>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onRecover} data-view="recover">
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage
                id="login.recoverLead"
                defaultMessage="Укажите e-mail, с которым вы регистрировались, — мы пришлём на него новый пароль."
              />
            </Typography>
            {emailField('recover-email', problem(recoverProblem), true)}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={auth.recoveryPending}
              data-testid="recover-submit"
              aria-busy={auth.recoveryPending}
            >
              <FormattedMessage id="login.recoverSubmit" defaultMessage="Восстановить пароль" />
            </Button>
            <Link
              component="button"
              type="button"
              onClick={() => setView('login')}
              sx={{ fontSize: 15, alignSelf: 'flex-start' }}
              data-testid="recover-back"
            >
              <FormattedMessage id="login.backToLogin" defaultMessage="Вспомнили пароль? Войти" />
            </Link>
          </Stack>
        </Box>
      )}
    </Modal>
  );
});

export default LoginModal;
