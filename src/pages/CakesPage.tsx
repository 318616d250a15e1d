import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { useStores } from '@/stores/context';

/** /torty-na-zakaz: cakes to order (category 1184). */
const CakesPage = observer(function CakesPage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const category = site.cakeCategory;
  return (
    <PageShell
      title={intl.formatMessage({ id: 'nav.cakes', defaultMessage: 'Торты на заказ' })}
      lead={intl.formatMessage({ id: 'cakes.lead', defaultMessage: 'Торты к празднику из натуральных сливок, масла и ягод. Заказывайте за 2–3 дня, цена указана за 1 кг.' })}
    >
      <Button component={RouterLink} to={getHref('individualCake', locale)} variant="outlined" sx={{ mb: 3 }}>
        <FormattedMessage id="cakes.individual" defaultMessage="Торт по индивидуальному заказу" />
      </Button>
      <CatalogueState empty={!category || category.products.length === 0}>
        {category && <ProductGrid products={category.products} category={category} priorityCount={4} />}
      </CatalogueState>
    </PageShell>
  );
});
export default CakesPage;
