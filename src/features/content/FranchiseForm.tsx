import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { toast } from '@/components/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { sendFranchiseRequest } from '@/api/franchise';
import { FEEDBACK_EN_TOKEN } from '@/domain/feedback';
import { PhoneField } from '@/components/PhoneField';
import { useLocale } from '@/components/useLocale';
import { isCompletePhone } from '@/domain/phone';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';

type Field = 'name' | 'phone' | 'email' | 'city';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Which fields of a franchise request are missing or malformed. */
export function franchiseErrors(values: Record<Field, string>): Field[] {
  const errors: Field[] = [];
  if (values.name.trim().length < 2) errors.push('name');
  if (!isCompletePhone(values.phone)) errors.push('phone');
  if (!EMAIL.test(values.email.trim())) errors.push('email');
  if (values.city.trim().length < 2) errors.push('city');
  return errors;
}

/** The franchise request form: sent as a feedback message (POST {api}/api/callBack.php). */
export const FranchiseForm = observer(function FranchiseForm() {
  const root = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const [values, setValues] = useState<Record<Field, string>>({
    name: root.auth.profile?.fullname ?? '',
    phone: root.auth.profile?.phone ?? '',
    email: root.auth.profile?.email ?? '',
    city: '',
  });
  const [about, setAbout] = useState('');
  const [marked, setMarked] = useState<Field[]>([]);
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'failed'>('form');
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMarked((m) => m.filter((f) => f !== field));
  };

  const submit = async () => {
    const errors = franchiseErrors(values);
    setMarked(errors);
    if (errors.length) {
      toast(intl.formatMessage({ id: 'franchise.fillRequired', defaultMessage: 'Заполните поля!' }), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
      });
      return;
    }
    setState('sending');
    try {
      await sendFranchiseRequest(root.api, {
        token: locale === 'en' ? FEEDBACK_EN_TOKEN : root.site.token,
        name: values.name,
        phone: values.phone,
        email: values.email,
        city: values.city,
        // The request reaches the same inbox as feedback: the first words say what it is.
        message: [`Франшиза. Город: ${values.city.trim()}.`, about.trim()].filter(Boolean).join(' '),
      });
      setState('sent');
    } catch (error) {
      console.error('The franchise request was not sent', error);
      setState('failed');
    }
  };

  if (state === 'sent') {
    return (
      <Box
        data-testid="franchise-success"
        role="status"
        sx={{ p: { xs: 3, md: 4 }, borderRadius: '22px', bgcolor: '#EEF3E8', border: '1px solid #CFDCC2' }}
      >
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          <FormattedMessage id="franchise.success" defaultMessage="Ваше сообщение успешно отправлено!" />
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <FormattedMessage
            id="franchise.successText"
            defaultMessage="Менеджер по развитию позвонит вам в течение двух рабочих дней и пришлёт презентацию франшизы."
          />
        </Typography>
      </Box>
    );
  }

  const field = (name: Field) => ({ name, error: marked.includes(name), value: values[name] });
  return (
    <Box
      component="form"
      noValidate
      data-testid="franchise-form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      sx={{
        display: 'grid',
        gap: 2.5,
        p: { xs: 2.5, md: 4 },
        borderRadius: '22px',
        bgcolor: 'background.paper',
        border: `1px solid ${brand.line}`,
        boxShadow: '0 18px 48px rgba(74,44,42,.08)',
      }}
    >
      <Typography component="h2" variant="h3">
        <FormattedMessage id="franchise.formTitle" defaultMessage="Заявка на франшизу" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('name')}
          required
          autoComplete="name"
          label={intl.formatMessage({ id: 'franchise.name', defaultMessage: 'Имя' })}
          onChange={(e) => set('name')(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'franchise-name' } }}
        />
        <PhoneField
          {...field('phone')}
          required
          label={intl.formatMessage({ id: 'franchise.phone', defaultMessage: 'Телефон' })}
          onChange={set('phone')}
          slotProps={{ htmlInput: { 'data-testid': 'franchise-phone' } }}
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
          label={intl.formatMessage({ id: 'franchise.city', defaultMessage: 'Город' })}
          onChange={(e) => set('city')(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'franchise-city' } }}
        />
      </Box>
      <TextField
        multiline
        minRows={3}
        name="about"
        label={intl.formatMessage({
          id: 'franchise.about',
          defaultMessage: 'Расскажите о себе и помещении (необязательно)',
        })}
        value={about}
        onChange={(e) => setAbout(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'franchise-about' } }}
      />
      {state === 'failed' && (
        <Alert severity="error" data-testid="franchise-error">
          <FormattedMessage
            id="franchise.failed"
            defaultMessage="Не получилось отправить заявку. Попробуйте ещё раз или напишите на franchise@korica-slivki.ru."
          />
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography sx={{ fontSize: 13, color: 'text.secondary', maxWidth: 420 }}>
          <FormattedMessage
            id="franchise.consent"
            defaultMessage="Отправляя заявку, вы соглашаетесь на обработку персональных данных."
          />
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={state === 'sending'}
          data-testid="franchise-submit"
          sx={{ px: 5, minHeight: 52 }}
          startIcon={state === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          <FormattedMessage id="franchise.submit" defaultMessage="Отправить заявку" />
        </Button>
      </Stack>
    </Box>
  );
});
