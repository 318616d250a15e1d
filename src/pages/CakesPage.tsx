import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { CakeSteps } from '@/features/catalogue/CakeSteps';
import { m as cardMessages } from '@/features/catalogue/card.messages';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { EventPromoBanner } from '@/features/content/EventPromoBanner';
import { useStores } from '@/stores/context';
import css from './firstPages.module.css';
import { nav } from '@/i18n/nav';
import { m } from './cakes.messages';

/** /torty-na-zakaz: cakes to order (category 1184), the individual cake and how ordering works. */
const CakesPage = observer(function CakesPage() {
  const { catalogue } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const category = catalogue.cakeCategory;
  const individual = category?.products.find((p) => p.id === INDIVIDUAL_CAKE_PRODUCT_ID);
  const cakes = category?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID) ?? [];
  return (
    <PageShell
      title={intl.formatMessage(nav.cakes)}
      lead={intl.formatMessage(m.lead)}
      description={intl.formatMessage(m.metaDescription)}
      meta={{ image: '/assets/img/categories/1184.svg' }}
      testId="page-cakes"
    >
      <CatalogueState empty={cakes.length === 0}>
        <div className={`${ui.stack} ${css.cakesStack}`}>
          <ProductGrid products={cakes} category={category} priorityCount={4} />
          {individual && (
            <section data-testid="individual-cake-banner" className={css.individual}>
              <LazyImage src={individual.image} alt="" width={400} height={300} />
              <div className={`${ui.stack} ${css.individualText}`}>
                <h2 className={`${ui.h2} ${css.individualTitle}`}>
                  <FormattedMessage {...cardMessages.individual} />
                </h2>
                <p className={`${ui.text} ${css.individualLead}`}>
                  <FormattedMessage
                    {...m.individualText}
                    values={{ price: <Money value={individual.price} />, days: individual.leadTimeDays ?? 5 }}
                  />
                </p>
                <Link
                  to={getHref('individualCake', locale)}
                  className={`${ui.button} ${ui.large} ${ui.contained} ${css.individualButton}`}
                >
                  <FormattedMessage {...m.individualButton} />
                </Link>
              </div>
            </section>
          )}
          <section>
            <h2 className={`${ui.h2} ${css.sectionTitle}`}>
              <FormattedMessage {...m.howTitle} />
            </h2>
            <CakeSteps />
          </section>
          <EventPromoBanner />
        </div>
      </CatalogueState>
    </PageShell>
  );
});
export default CakesPage;
