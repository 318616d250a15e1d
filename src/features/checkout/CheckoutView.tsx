import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@/components/Spinner';
import { stopDeliveryMessages } from '@/i18n/stopDelivery';
import { Link, useNavigate } from 'react-router';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { DeliverySwitch } from '@/components/DeliverySwitch';
import { OrderByPhone } from '@/components/OrderByPhone';
import { CommentField } from '@/components/order/CommentField';
import { AddressField } from '@/components/order/AddressField';
import { CafeSelect } from '@/components/order/CafeSelect';
import { ContactFields } from '@/components/order/ContactFields';
import { focusOrderField } from '@/components/order/focus';
import { orderFieldProps } from '@/components/order/orderFieldProps';
import { PaymentChoice } from '@/components/order/PaymentChoice';
import { SlotPicker } from '@/components/order/SlotPicker';
import { toast } from '@/components/toast';
import { OrderLimitAlerts } from '@/components/order/Totals';
import { useLocale } from '@/components/useLocale';
import { contacts } from '@/config/contacts';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { CheckoutStore } from '@/stores/CheckoutStore';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';

import { m } from './messages';
import { OrderSummary } from './OrderSummary';

const ID = 'checkout';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `${ID}-step-${number}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        minWidth: 0,
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
        borderRadius: '22px',
        p: { xs: 2, sm: 3 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: palette.primary.main,
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: 15,
            flexShrink: 0,
          }}
        >
          {number}
        </Box>
        <Typography id={headingId} component="h2" variant="h4">
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** The friendly empty state: nothing to order yet, the menu is one click away. */
function EmptyCheckout() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box
      data-testid="checkout-empty"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        bgcolor: 'background.paper',
        borderRadius: '22px',
        border: `1px solid ${palette.divider}`,
      }}
    >
      <svg
        width="72"
        height="72"
        viewBox="0 0 72 72"
        aria-hidden="true"
        focusable="false"
        style={{ color: palette.brand.caramel }}
      >
        <circle cx="36" cy="36" r="35" style={{ fill: palette.background.default }} />
        <path
          d="M22 30h28l-3 20H25z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M29 30c0-5 3-8 7-8s7 3 7 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <Typography component="h2" variant="h3" sx={{ mt: 2, mb: 1 }}>
        {intl.formatMessage(m.emptyTitle)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 460, mx: 'auto', mb: 3 }}>
        {intl.formatMessage(m.emptyText)}
      </Typography>
      <Typography
        data-testid="checkout-empty-phone"
        sx={{ color: 'text.secondary', mx: 'auto', mt: -2, mb: 3, fontSize: 14 }}
      >
        {intl.formatMessage(m.emptyPhone, { phone: contacts.deliveryPhone })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={getHref('menu', locale)} variant="contained" size="large">
          {intl.formatMessage(m.emptyAction)}
        </Button>
        <Button component={Link} to={getHref('cakes', locale)} variant="outlined" size="large">
          {intl.formatMessage(m.emptyCakes)}
        </Button>
      </Box>
    </Box>
  );
}

/** The checkout of /ordering and /promo/ordering: the form, the summary that matches the cart, placing the order. */
export const CheckoutView = observer(function CheckoutView() {
  const root = useStores();
  const { cart, catalogue, auth } = root;
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const model = root.feature(CheckoutStore);
  const form = model.order;
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    model.open();
    return model.close;
  }, [model]);
  useEffect(() => {
    // Arriving at checkout (from the cart button or straight by URL): the small-order gift promo rule, fresh prices.
    cart.beforeCheckout();
    void cart.refresh();
  }, [cart]);
  const leadTimeDays = model.leadTimeDays;
  useEffect(() => model.fitDate(), [model, leadTimeDays, cart.typeDelivery]);

  if (form.placed || leaving) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', py: 10 }}
      >
        <Spinner size={28} />
        <Typography>{intl.formatMessage(m.toBank)}</Typography>
      </Box>
    );
  }
  if (cart.isEmpty) return <EmptyCheckout />;

  const errors = form.errors;
  const fields = orderFieldProps(form, ID);
  const delivery = cart.typeDelivery;
  const failure = form.problem;
  const invalid = Object.keys(errors).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await model.place();
    switch (outcome.status) {
      case 'invalid':
        focusOrderField(ID, outcome.first);
        break;
      case 'placed':
        if (outcome.paymentUrl) {
          setLeaving(true);
          window.location.assign(outcome.paymentUrl);
        } else {
          void navigate(`${getHref('thanks', locale)}?order=${outcome.orderId}`);
        }
        break;
      case 'refused':
        toast(outcome.message, { variant: 'error', autoHideDuration: TOAST_DEFAULT_MS });
        break;
      case 'failed':
        toast(
          intl.formatMessage(
            outcome.reason === 'network'
              ? m.failedNetwork
              : outcome.reason === 'timeout'
                ? m.failedTimeout
                : m.failedServer,
          ),
          { variant: 'error', autoHideDuration: TOAST_DEFAULT_MS },
        );
        break;
      default:
        break;
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="checkout-form"
      aria-busy={form.sending}
      // Controls scrolled into view (keyboard, focus of the first invalid field) stay clear of the fixed header.
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.45fr) minmax(340px, 1fr)' },
        alignItems: 'start',
        '& button, & input, & textarea, & label': { scrollMarginTop: '120px' },
      }}
    >
      {/* minWidth 0 and minmax(0, 1fr): the scrolling row of dates must not widen the form column past its track. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 2.5 }, minWidth: 0 }}
      >
        <Step number={1} title={intl.formatMessage(m.stepReceive)}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <DeliverySwitch labelId={`${ID}-delivery-label`} />
            {delivery === 'dostavka' && catalogue.stopDelivery && (
              <Alert severity="warning" data-testid="checkout-stop-delivery" sx={{ borderRadius: '14px' }}>
                {intl.formatMessage(stopDeliveryMessages.notice)}
              </Alert>
            )}
            {delivery === 'dostavka' ? <AddressField {...fields.address} /> : <CafeSelect {...fields.cafe} />}
          </Box>
        </Step>
        <Step number={2} title={intl.formatMessage(m.stepWhen)}>
          <SlotPicker {...fields.slot} leadTimeDays={leadTimeDays} />
        </Step>
        <Step number={3} title={intl.formatMessage(m.stepContacts)}>
          {auth.isLogin && (
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
              {intl.formatMessage(m.loggedInAs)}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ContactFields {...fields.contact} />
            <CommentField
              {...fields.comment}
              label={intl.formatMessage(m.comment)}
              placeholder={intl.formatMessage(m.commentPlaceholder)}
            />
          </Box>
        </Step>
        <Step number={4} title={intl.formatMessage(m.stepPayment)}>
          <PaymentChoice {...fields.payment} />
        </Step>
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <OrderSummary>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 2.5 }}>
            <OrderLimitAlerts size="page" />
            {failure?.kind === 'refused' && (
              <Alert
                severity="error"
                role="alert"
                data-testid="checkout-refused"
                sx={{ borderRadius: '14px' }}
              >
                <AlertTitle>{intl.formatMessage(m.refusedTitle)}</AlertTitle>
                {failure.message} {intl.formatMessage(m.refusedKept)}
              </Alert>
            )}
            {failure?.kind === 'unavailable' && <OrderByPhone reason="order" testId="checkout-unavailable" />}
            {failure?.kind === 'failed' && (
              <Alert
                severity="error"
                role="alert"
                data-testid="checkout-failed"
                data-reason={failure.reason}
                sx={{ borderRadius: '14px' }}
              >
                <AlertTitle>{intl.formatMessage(m.failedTitle)}</AlertTitle>
                {intl.formatMessage(
                  failure.reason === 'network'
                    ? m.failedNetwork
                    : failure.reason === 'timeout'
                      ? m.failedTimeout
                      : m.failedServer,
                )}{' '}
                {intl.formatMessage(m.callUs, { phone: contacts.deliveryPhone })}
              </Alert>
            )}
            {invalid && !failure && (
              <Alert severity="error" data-testid="checkout-invalid" sx={{ borderRadius: '14px' }}>
                {intl.formatMessage(m.invalid)}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              data-testid="checkout-submit"
              disabled={form.sending || !cart.canCheckout}
              aria-disabled={form.sending || !cart.canCheckout}
              sx={{ py: 1.6, fontSize: 17 }}
              startIcon={form.sending ? <Spinner size={18} inherit /> : undefined}
            >
              {form.sending
                ? intl.formatMessage(m.sending)
                : intl.formatMessage(form.values.payment === 'card' ? m.submitCard : m.submitCash)}
            </Button>
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary', textAlign: 'center' }}>
              <FormattedMessage
                {...m.consent}
                values={{
                  link: (chunks) => (
                    <AppLink
                      to={getHref('politics', locale)}
                      color="secondary"
                      sx={{
                        fontWeight: 600,
                        textDecoration: 'underline',
                        textUnderlineOffset: 3,
                        '&:hover': { color: 'primary.main' },
                      }}
                    >
                      {chunks}
                    </AppLink>
                  ),
                }}
              />
            </Typography>
          </Box>
        </OrderSummary>
      </Box>
    </Box>
  );
});
