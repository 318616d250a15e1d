import { useEffect, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { DeliveryTypeToggle } from '@/components/DeliveryTypeToggle';
import { Money } from '@/components/Money';
import { OrderSendProblem } from '@/components/OrderSendProblem';
import { CommentField } from '@/components/order/CommentField';
import { AddressField } from '@/components/order/AddressField';
import { CafeSelect } from '@/components/order/CafeSelect';
import { ContactFields } from '@/components/order/ContactFields';
import { focusOrderField } from '@/components/order/focus';
import { orderFieldProps } from '@/components/order/orderFieldProps';
import { PaymentChoice } from '@/components/order/PaymentChoice';
import { SlotPicker } from '@/components/order/SlotPicker';
import { useLocale } from '@/components/useLocale';
import { firstInvalidField } from '@/domain/order';
import type { OperatorBrand } from '@/domain/operatorOrder';
import { useStores } from '@/stores/context';
import { OperatorOrderStore } from '@/stores/OperatorOrderStore';
import { palette } from '@/theme/theme';
import { AdminFrame, AdminSection } from './AdminFrame';
import { brandForm } from './brands';
import { OperatorCartList } from './OperatorCartList';
import { ProductPicker } from './ProductPicker';
import { PlacedOrderPanel } from './PlacedOrderPanel';
import { SubmitButton } from '@/components/SubmitButton';
import { m } from './messages';

/** The id prefix of the operator form's fields (`admin-name`, `admin-address`…). */
const ID_PREFIX = 'admin';
const SEARCH_ID = 'admin-product-search';

const Totals = observer(function Totals({ store }: { store: OperatorOrderStore }) {
  const t = store.cart.totals;
  const row = (label: ReactNode, value: ReactNode, testId?: string, strong = false) => (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        fontWeight: strong ? 800 : 400,
        fontSize: strong ? 18 : 15,
      }}
      data-testid={testId}
    >
      <span>{label}</span>
      <span>{value}</span>
    </Stack>
  );
  return (
    <Stack sx={{ gap: 0.5, mt: 1.5, pt: 1.5, borderTop: `1px solid ${palette.divider}` }}>
      {row(<FormattedMessage {...m.totalSum} />, <Money value={t.sum} />, 'admin-sum')}
      {t.pickupDiscount > 0 &&
        row(<FormattedMessage {...m.totalPickup} />, <Money value={-t.pickupDiscount} />, 'admin-discount')}
      {store.form.values.delivery === 'dostavka' &&
        row(
          <FormattedMessage {...m.totalDelivery} />,
          <Money value={t.deliveryPrice} />,
          'admin-delivery-price',
        )}
      {row(<FormattedMessage {...m.totalTotal} />, <Money value={t.total} />, 'admin-total', true)}
      {store.cart.pricesFailed && (
        <Typography sx={{ fontSize: 13, color: 'warning.dark' }}>
          <FormattedMessage {...m.totalStale} />
        </Typography>
      )}
    </Stack>
  );
});

/**
 * The operator's order entry for one brand: a cart from the catalogue, the customer by phone, delivery
 * or pickup, slot, payment and comment; placed with createOrder and the brand code. The result stays on
 * screen while the form is already empty for the next call.
 */
export const OperatorOrderForm = observer(function OperatorOrderForm({
  brand,
  notice,
}: {
  brand: OperatorBrand;
  notice?: ReactNode;
}) {
  const root = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const store = root.feature(OperatorOrderStore);
  useEffect(() => {
    store.open(brand);
    return store.close;
  }, [store, brand]);
  const { form, cart } = store;
  const { values, errors } = form;
  const fields = orderFieldProps(form, ID_PREFIX);
  const brandName = intl.formatMessage(brandForm(brand).name);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.place(locale);
    if (outcome.status === 'invalid') {
      if (form.extraErrors.cart) document.getElementById(SEARCH_ID)?.focus();
      else {
        const first = firstInvalidField(form.errors);
        if (first) focusOrderField(ID_PREFIX, first);
      }
    } else if (outcome.status === 'placed') {
      // The result is shown above the form, which is already empty for the next call.
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    }
  };

  return (
    <AdminFrame
      title={intl.formatMessage(m.orderingTitle, { brand: brandName })}
      lead={intl.formatMessage(m.adminOrderingLead)}
      testId="page-adminOrdering"
      notice={notice}
    >
      {store.lastOrder && <PlacedOrderPanel order={store.lastOrder} onClose={store.dismissLastOrder} />}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-testid="admin-order-form"
        data-brand={brand}
        aria-label={intl.formatMessage(m.orderingForm)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 2 }}>
          <AdminSection title={intl.formatMessage(m.sectionCatalogue)}>
            <ProductPicker key={store.lastOrder?.orderId ?? 0} onAdd={cart.add} searchId={SEARCH_ID} />
          </AdminSection>
          <AdminSection title={intl.formatMessage(m.cartTitle)} testId="admin-cart-section">
            <OperatorCartList cart={cart} invalid={Boolean(form.extraErrors.cart)} />
            <Totals store={store} />
          </AdminSection>
        </Stack>
        <Stack sx={{ gap: 2 }}>
          <AdminSection title={intl.formatMessage(m.sectionCustomer)}>
            <ContactFields {...fields.contact} requireEmail={false} />
          </AdminSection>
          <AdminSection title={intl.formatMessage(m.sectionDelivery)}>
            <Box sx={{ display: 'grid', mb: 2 }}>
              <DeliveryTypeToggle
                value={values.delivery}
                onChange={store.setDelivery}
                testIdPrefix={ID_PREFIX}
                fullWidth
              />
            </Box>
            {values.delivery === 'dostavka' ? (
              <AddressField {...fields.address} />
            ) : (
              <CafeSelect {...fields.cafe} />
            )}
            <Box sx={{ mt: 2 }}>
              <SlotPicker {...fields.slot} leadTimeDays={store.leadTimeDays} />
            </Box>
          </AdminSection>
          <AdminSection title={intl.formatMessage(m.sectionPayment)}>
            <PaymentChoice {...fields.payment} />
            <CommentField
              {...fields.comment}
              label={intl.formatMessage(m.comment)}
              size="small"
              sx={{ mt: 2 }}
            />
          </AdminSection>
          <OrderSendProblem problem={form.problem} testId="admin-problem" />
          {Object.keys(errors).length + Object.keys(form.extraErrors).length > 0 && (
            <Alert severity="warning" data-testid="admin-invalid">
              <FormattedMessage {...m.invalid} />
            </Alert>
          )}
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
              <FormattedMessage {...m.totalToPay} values={{ sum: <Money value={cart.totals.total} /> }} />
            </Typography>
            <SubmitButton
              sending={form.sending}
              sendingLabel={<FormattedMessage {...m.sending} />}
              testId="admin-submit"
            >
              <FormattedMessage {...m.submit} />
            </SubmitButton>
          </Stack>
        </Stack>
      </Box>
    </AdminFrame>
  );
});
