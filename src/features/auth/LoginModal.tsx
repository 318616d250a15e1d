import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { authToast } from './authToast';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageHref } from '@/app/paths';
import { Modal } from '@/components/Modal';
import { OutlinedField } from '@/components/OutlinedField';
import { join, TextButton, TextLink } from '@/components/plain';
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
import css from './LoginModal.module.css';

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

  const emailField = (form: typeof login, testId: string) => (
    <OutlinedField
      size="medium"
      label={intl.formatMessage(authMessages.email)}
      type="email"
      value={form.values.email}
      onChange={(e) => form.set('email', e.target.value.slice(0, ACCOUNT_LIMITS.email))}
      error={Boolean(form.errors.email)}
      helperText={problem(form.errors.email)}
      required
      // The dialog opens to its e-mail field (useDialog sends the focus back to the opener on closing).
      autoFocus
      data-testid={testId}
      autoComplete="email"
      maxLength={ACCOUNT_LIMITS.email}
      inputMode="email"
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
        <form className={css.form} noValidate onSubmit={(event) => void onLogin(event)} data-view="login">
          {emailField(login, 'login-email')}
          <PasswordField
            label={intl.formatMessage(authMessages.password)}
            value={login.values.password}
            onChange={(value) => login.set('password', value)}
            error={Boolean(login.errors.password)}
            helperText={problem(login.errors.password)}
            required
            testId="login-password"
            autoComplete="current-password"
          />
          <SubmitButton sending={login.sending} testId="login-submit">
            <FormattedMessage {...msg.submit} />
          </SubmitButton>
          <div className={css.links}>
            <TextButton
              type="button"
              className={css.link}
              onClick={() => showView('recover')}
              data-testid="recover-link"
            >
              <FormattedMessage {...msg.forgot} />
            </TextButton>
            <TextLink
              className={join(css.link, css.strong)}
              to={pageHref('registration', locale)}
              onClick={close}
            >
              <FormattedMessage {...msg.loginRegister} />
            </TextLink>
          </div>
        </form>
      ) : (
        <form className={css.form} noValidate onSubmit={(event) => void onRecover(event)} data-view="recover">
          <p className={css.lead}>
            <FormattedMessage {...msg.recoverLead} />
          </p>
          {emailField(recovery, 'recover-email')}
          <SubmitButton sending={recovery.sending} testId="recover-submit">
            <FormattedMessage {...msg.recoverSubmit} />
          </SubmitButton>
          <TextButton
            type="button"
            className={join(css.link, css.back)}
            onClick={() => showView('login')}
            data-testid="recover-back"
          >
            <FormattedMessage {...msg.backToLogin} />
          </TextButton>
        </form>
      )}
    </Modal>
  );
});

export default LoginModal;
