import { observer } from 'mobx-react-lite';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { toast } from '@/components/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@/components/Spinner';
import { PhoneField } from '@/components/PhoneField';
import { SubmitButton } from '@/components/SubmitButton';
import { LiveFieldset } from '@/components/LiveFieldset';
import { useLocale } from '@/components/useLocale';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import type { FranchiseField as Field } from '@/domain/franchise';
import { useStores } from '@/stores/context';
import { FranchiseStore } from '@/stores/FranchiseStore';
import { doneCardSx, formCardSx } from '@/theme/theme';
import { m } from './messages';

/** The franchise request form: sent as a feedback message (POST {api}/api/callBack.php). */
export const FranchiseForm = observer(function FranchiseForm() {
  const root = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const franchise = root.feature(FranchiseStore);
  const { form, done } = franchise;
  const { values } = form;
  const set = (field: Field) => (value: string) => form.set(field, value);

  const submit = async () => {
    const outcome = await franchise.send(locale);
    if (outcome.status === 'invalid') {
      toast(intl.formatMessage(m.fillRequired), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
      });
    }
  };

  if (done) {
    return (
      <Box data-testid="franchise-success" role="status" sx={doneCardSx}>
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          <FormattedMessage {...m.success} />
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <FormattedMessage {...m.successText} />
        </Typography>
      </Box>
    );
  }

  const field = (name: Field) => ({ name, error: Boolean(form.errors[name]), value: values[name] });
  return (
    <Box
      component="form"
      noValidate
      data-testid="franchise-form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      sx={formCardSx}
    >
      <LiveFieldset>
        <Typography component="h2" variant="h3">
          <FormattedMessage {...m.formTitle} />
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...field('name')}
            required
            autoComplete="name"
            label={intl.formatMessage(m.name)}
            onChange={(e) => set('name')(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'franchise-name' } }}
          />
          <PhoneField
            {...field('phone')}
            required
            label={intl.formatMessage(m.phone)}
            onChange={set('phone')}
            testId="franchise-phone"
          />
          <TextField
            {...field('email')}
            required
            type="email"
            autoComplete="email"
            label="E-mail"
            onChange={(e) => set('email')(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'franchise-email' } }}
          />
          <TextField
            {...field('city')}
            required
            autoComplete="address-level2"
            label={intl.formatMessage(m.city)}
            onChange={(e) => set('city')(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'franchise-city' } }}
          />
        </Box>
        <TextField
          multiline
          minRows={3}
          name="about"
          label={intl.formatMessage(m.about)}
          value={values.about}
          onChange={(e) => form.set('about', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'franchise-about' } }}
        />
        {form.problem === 'failed' && (
          <Alert severity="error" data-testid="franchise-error">
            <FormattedMessage {...m.failed} />
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary', maxWidth: 420 }}>
            <FormattedMessage {...m.consent} />
          </Typography>
          <SubmitButton
            sending={form.sending}
            sendingLabel={
              <>
                <Spinner size={18} inherit />
                <FormattedMessage {...m.submit} />
              </>
            }
            testId="franchise-submit"
            wide
          >
            <FormattedMessage {...m.submit} />
          </SubmitButton>
        </Stack>
      </LiveFieldset>
    </Box>
  );
});
