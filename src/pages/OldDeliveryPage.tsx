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
import { m } from './old.messages';

/** /old_pages/dostavka: the legacy delivery page — the same terms in the old plain layout, marked as legacy. */
const OldDeliveryPage = observer(function OldDeliveryPage() {
  const { content } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const terms = content.delivery;
  return (
    <PageShell
      title={intl.formatMessage(m.oldDeliveryTitle)}
      lead={intl.formatMessage(m.oldDeliveryLead)}
      trail={[
        {
          label: intl.formatMessage(m.title),
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
              <FormattedMessage {...m.deliveryConditions} />
            </Typography>
            <Box component="ol" sx={{ pl: 3, mb: 3, display: 'grid', gap: 1 }}>
              {terms.zones.map((zone) => (
                <li key={zone.name.ru}>
                  <FormattedMessage
                    {...m.zone}
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
                {...m.free}
                values={{ sum: <Money value={terms.freeDeliveryFrom} />, percent: terms.pickupDiscount }}
              />
            </Typography>
            <Typography component="p">
              <FormattedMessage
                {...m.phone}
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
