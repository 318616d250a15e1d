import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { useLocale } from '@/components/useLocale';
import { palette } from '@/theme/theme';
import { AdminFrame } from './AdminFrame';
import { BRAND_FORMS } from './brands';

/** /udc_adminpanel: the operator's forms, one per brand, and the address-suggestion tester. */
export function AdminIndex() {
  const intl = useIntl();
  const locale = useLocale();
  const card = {
    display: 'block',
    p: 2.5,
    borderRadius: 3,
    bgcolor: 'background.paper',
    border: `1px solid ${palette.divider}`,
    color: 'text.primary',
    height: '100%',
    '&:hover': { borderColor: 'secondary.main', textDecoration: 'none' },
  };
  return (
    <AdminFrame
      title={intl.formatMessage({ id: 'page.admin.title', defaultMessage: 'Панель оператора' })}
      lead={intl.formatMessage({
        id: 'page.admin.lead',
        defaultMessage:
          'Инструменты для операторов: приём заказов по телефону для каждого бренда и проверка подсказок адресов.',
      })}
      testId="page-admin"
    >
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        <FormattedMessage id="admin.forms" defaultMessage="Приём заказа по телефону" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BRAND_FORMS.map((form) => (
          <li key={form.brand}>
            <AppLink
              to={getHref(form.route, locale)}
              data-testid="admin-form-link"
              data-brand={form.brand}
              sx={card}
            >
              <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 17 }}>
                {intl.formatMessage(form.name)}
              </Typography>
              <Typography
                component="span"
                sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mt: 0.5 }}
              >
                <FormattedMessage
                  id="admin.brandCode"
                  defaultMessage="Код бренда: {code}"
                  values={{ code: <code>{form.brand}</code> }}
                />
              </Typography>
            </AppLink>
          </li>
        ))}
      </Box>
      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1.5 }}>
        <FormattedMessage id="admin.tools" defaultMessage="Проверки" />
      </Typography>
      <AppLink
        to={getHref('adminDadata', locale)}
        data-testid="admin-dadata-link"
        sx={{ ...card, display: 'inline-block', height: 'auto' }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 17 }}>
          <FormattedMessage id="page.adminDadata.title" defaultMessage="Проверка подсказок адресов" />
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mt: 0.5 }}
        >
          <FormattedMessage
            id="admin.dadataNote"
            defaultMessage="Сырые ответы suggestAddress: адрес, координаты, зона доставки, время ответа."
          />
        </Typography>
      </AppLink>
    </AdminFrame>
  );
}
