import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { useLocale } from '@/components/useLocale';
import { palette } from '@/theme/theme';
import { AdminFrame } from './AdminFrame';
import { BRAND_FORMS } from './brands';
import { m as msg } from './messages';

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
      title={intl.formatMessage(msg.adminTitle)}
      lead={intl.formatMessage(msg.adminLead)}
      testId="page-admin"
    >
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        <FormattedMessage {...msg.forms} />
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
                <FormattedMessage {...msg.brandCode} values={{ code: <code>{form.brand}</code> }} />
              </Typography>
            </AppLink>
          </li>
        ))}
      </Box>
      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1.5 }}>
        <FormattedMessage {...msg.tools} />
      </Typography>
      <AppLink
        to={getHref('adminDadata', locale)}
        data-testid="admin-dadata-link"
        sx={{ ...card, display: 'inline-block', height: 'auto' }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 17 }}>
          <FormattedMessage {...msg.adminDadataTitle} />
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mt: 0.5 }}
        >
          <FormattedMessage {...msg.dadataNote} />
        </Typography>
      </AppLink>
    </AdminFrame>
  );
}
