import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { authToast } from './authToast';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getHref } from '@/app/paths';
import { OrderByPhone } from '@/components/OrderByPhone';
import { PhoneField } from '@/components/PhoneField';
import { useLocale } from '@/components/useLocale';
import { PageMeta } from '@/components/PageMeta';
import {
  ACCOUNT_LIMITS,
  validateRegistration,
  type FieldProblem,
  type RegistrationField,
  type RegistrationInput,
} from '@/domain/auth';
import { isCompletePhone } from '@/domain/phone';
import { useStores } from '@/stores/context';
import { sent } from '@/stores/form/FormModel';
import { useFormModel } from '@/stores/form/useFormModel';
import { cocoaShadow, palette } from '@/theme/theme';
import { authMessages, problemMessages } from './messages';
import { PasswordField } from './PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { LiveFieldset } from '@/components/LiveFieldset';
import { m as msg } from './messages';

const m = {
  title: msg.registrationTitle,
  lead: msg.lead,
  name: msg.name,
  lastName: msg.lastName,
  phone: msg.registrationPhone,
  passwordHint: msg.passwordHint,
  welcome: msg.welcome,
};

const EMPTY: RegistrationInput = {
  name: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  consent: false,
};
const FIELDS: readonly RegistrationField[] = ['name', 'lastName', 'phone', 'email', 'password', 'consent'];

/** Registration (DECISIONS.md section 2): validated fields, phone mask, consent to the policy; success logs the customer in. */
export const RegistrationForm = observer(function RegistrationForm() {
  const { auth, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const model = useFormModel<RegistrationInput, RegistrationField, FieldProblem>({
    initial: EMPTY,
    validate: (values) => validateRegistration(values, isCompletePhone),
    fields: FIELDS,
  });
  const { values: input, errors, set } = model;
  const form = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  // The backend has no register call: the notice with the phone number stays, the typed data too.
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const problem = (field: RegistrationField): string | undefined => {
    const p: FieldProblem | undefined = errors[field];
    if (!p) return undefined;
    if (p === 'tooShort')
      return intl.formatMessage(
        field === 'password' ? authMessages.passwordTooShort : authMessages.nameTooShort,
      );
    return intl.formatMessage(problemMessages[p]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const submitted = await model.submit(async (values) => sent(await auth.register(values)));
    const outcome = submitted.status === 'sent' ? submitted.value : submitted;
    setUnavailable(outcome.status === 'unavailable');
    if (outcome.status === 'invalid') {
      setFocusInvalid((n) => n + 1);
    } else if (outcome.status === 'success') {
      authToast(outcome.message || intl.formatMessage(m.welcome), 'success');
      void navigate(getHref('account', locale));
    } else if (outcome.status === 'rejected') {
      authToast(outcome.message || intl.formatMessage(authMessages.registrationRejected), 'error');
    } else if (outcome.status === 'failed') {
      authToast(intl.formatMessage(authMessages.networkError), 'error');
    }
  };

  const text = (
    field: 'name' | 'lastName' | 'email',
    label: string,
    testId: string,
    extra: { required?: boolean; autoComplete: string; type?: string; max: number },
  ) => (
    <TextField
      label={label}
      value={input[field]}
      onChange={(e) => set(field, e.target.value.slice(0, extra.max))}
      error={Boolean(errors[field])}
      helperText={problem(field)}
      required={extra.required ?? false}
      type={extra.type ?? 'text'}
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': testId, autoComplete: extra.autoComplete, maxLength: extra.max },
      }}
    />
  );

  return (
    <Box sx={{ px: 2, py: { xs: 2, md: 5 }, display: 'flex', justifyContent: 'center' }}>
      <PageMeta title={intl.formatMessage(m.title)} description={intl.formatMessage(m.lead)} />
      <Paper
        data-testid="page-registration"
        sx={{
          width: '100%',
          maxWidth: 560,
          p: { xs: 2.5, sm: 4.5 },
          border: `1px solid ${palette.divider}`,
          boxShadow: cocoaShadow('0 18px 50px', 0.08),
        }}
      >
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {intl.formatMessage(m.title)}
        </Typography>
        {auth.isLogin ? (
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }} data-testid="registration-done">
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage
                {...msg.already}
                values={{ name: <strong>{auth.profile?.fullname || auth.profile?.email}</strong> }}
              />
            </Typography>
            <Button component={RouterLink} to={getHref('account', locale)} variant="contained">
              <FormattedMessage {...msg.toAccount} />
            </Button>
          </Stack>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intl.formatMessage(m.lead)}</Typography>
            <Box
              component="form"
              ref={form}
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              data-testid="registration-form"
            >
              <LiveFieldset>
                <Stack sx={{ gap: 2.25 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.25 }}>
                    {text('name', intl.formatMessage(m.name), 'registration-name', {
                      required: true,
                      autoComplete: 'given-name',
                      max: ACCOUNT_LIMITS.name,
                    })}
                    {text('lastName', intl.formatMessage(m.lastName), 'registration-last-name', {
                      autoComplete: 'family-name',
                      max: ACCOUNT_LIMITS.lastName,
                    })}
                  </Stack>
                  <PhoneField
                    label={intl.formatMessage(m.phone)}
                    value={input.phone}
                    onChange={(value) => set('phone', value)}
                    error={Boolean(errors.phone)}
                    helperText={problem('phone')}
                    required
                    testId="registration-phone"
                  />
                  {text('email', intl.formatMessage(authMessages.email), 'registration-email', {
                    required: true,
                    autoComplete: 'email',
                    type: 'email',
                    max: ACCOUNT_LIMITS.email,
                  })}
                  <PasswordField
                    label={intl.formatMessage(authMessages.password)}
                    value={input.password}
                    onChange={(value) => set('password', value)}
                    error={Boolean(errors.password)}
                    helperText={problem('password') ?? intl.formatMessage(m.passwordHint)}
                    required
                    testId="registration-password"
                    autoComplete="new-password"
                  />
                  <Box>
                    <FormControlLabel
                      sx={{ alignItems: 'flex-start', mr: 0 }}
                      control={
                        <Checkbox
                          checked={input.consent}
                          onChange={(e) => set('consent', e.target.checked)}
                          sx={{ mt: -0.75 }}
                          slotProps={{
                            input: {
                              'aria-invalid': Boolean(errors.consent),
                              'aria-describedby': errors.consent ? 'consent-error' : undefined,
                              'data-testid': 'registration-consent',
                            } as object,
                          }}
                        />
                      }
                      label={
                        <Typography sx={{ fontSize: 14.5 }}>
                          <FormattedMessage
                            {...msg.consent}
                            values={{
                              link: (chunks) => (
                                <Link
                                  href={getHref('politics', locale)}
                                  target="_blank"
                                  rel="noopener"
                                  underline="always"
                                  color="secondary"
                                  sx={{ fontWeight: 600, textUnderlineOffset: 3 }}
                                >
                                  {chunks}
                                </Link>
                              ),
                            }}
                          />
                        </Typography>
                      }
                    />
                    {errors.consent && (
                      <FormHelperText error id="consent-error">
                        {problem('consent')}
                      </FormHelperText>
                    )}
                  </Box>
                  {unavailable && <OrderByPhone reason="registration" testId="registration-unavailable" />}
                  <SubmitButton sending={model.sending} testId="registration-submit">
                    <FormattedMessage {...msg.registrationSubmit} />
                  </SubmitButton>
                  <Typography sx={{ fontSize: 15, textAlign: 'center' }}>
                    <FormattedMessage
                      {...msg.haveAccount}
                      values={{
                        link: (chunks) => (
                          <Link
                            component="button"
                            type="button"
                            onClick={() => ui.setShowLoginForm(true)}
                            sx={{ fontSize: 15, fontWeight: 700, verticalAlign: 'baseline' }}
                            data-testid="registration-login"
                          >
                            {chunks}
                          </Link>
                        ),
                      }}
                    />
                  </Typography>
                </Stack>
              </LiveFieldset>
            </Box>
          </>
        )}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={getHref('home', locale)} sx={{ fontSize: 14 }}>
            <FormattedMessage {...msg.home} />
          </Link>
        </Box>
      </Paper>
    </Box>
  );
});
