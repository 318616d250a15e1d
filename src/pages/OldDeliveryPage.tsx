import { observer } from 'mobx-react-lite';
import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { contacts, telHref } from '@/config/contacts';
import { pick } from '@/domain/types';
import { ContentState } from '@/features/content/ContentState';
import { LegacyNotice } from '@/features/content/LegacyNotice';
import { useStores } from '@/stores/context';

/** /old_pages/dostavka: the legacy delivery page — the same terms in the old plain layout, marked as legacy. */
const OldDeliveryPage = observer(function OldDeliveryPage() {
  const { content } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const terms = content.delivery;
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.oldDelivery.title', defaultMessage: 'Доставка (архив)' })}
      lead={intl.formatMessage({
        id: 'page.oldDelivery.lead',
        defaultMessage:
          'Архивная версия страницы условий доставки. Актуальные условия — на странице «Доставка».',
      })}
      trail={[
        {
          label: intl.formatMessage({ id: 'page.oldPages.title', defaultMessage: 'Архив страниц' }),
          to: getHref('oldPages', locale),
        },
      ]}
      maxWidth="md"
      meta={{ noindex: true, canonicalPath: '/dostavka' }}
      testId="page-oldDelivery"
    >
      <LegacyNotice currentHref={getHref('delivery', locale)} />
      <ContentState type="delivery" skeleton="text">
        {terms && (
          <Box sx={{ fontFamily: 'Georgia, serif', '& p': { mb: 1.5, lineHeight: 1.7 } }}>
            <Typography component="h2" sx={{ fontFamily: 'inherit', fontWeight: 700, fontSize: 22, mb: 1.5 }}>
              <FormattedMessage id="legacy.deliveryConditions" defaultMessage="Условия доставки" />
            </Typography>
            <Box component="ol" sx={{ pl: 3, mb: 3, display: 'grid', gap: 1 }}>
              {terms.zones.map((zone) => (
                <li key={zone.name.ru}>
                  <FormattedMessage
                    id="legacy.zone"
                    defaultMessage="{zone}: доставка {price}, минимальный заказ {min}, время {time}."
                    values={{
                      zone: pick(zone.name, locale),
                      price: <Money value={zone.price} />,
                      min: <Money value={zone.minOrder} />,
                      time: pick(zone.time, locale),
                    }}
                  />
                </li>
              ))}
            </Box>
            <Typography component="p">
              <FormattedMessage
                id="legacy.free"
                defaultMessage={
                  'При заказе от {sum} доставка бесплатная. Самовывоз — скидка {percent}\u00A0%.'
                }
                values={{ sum: <Money value={terms.freeDeliveryFrom} />, percent: terms.pickupDiscount }}
              />
            </Typography>
            <Typography component="p">
              <FormattedMessage
                id="legacy.phone"
                defaultMessage="Заказ по телефону: {phone}."
                values={{
                  phone: (
                    <Link href={telHref(contacts.deliveryPhone)} underline="always">
                      {contacts.deliveryPhone}
                    </Link>
                  ),
                }}
              />
            </Typography>
          </Box>
        )}
      </ContentState>
    </PageShell>
  );
});
export default OldDeliveryPage;
