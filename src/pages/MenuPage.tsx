import { observer } from 'mobx-react-lite';
import { Box, Chip, Stack } from '@mui/material';
import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { CategorySection } from '@/features/catalogue/ProductGrid';
import { useStores } from '@/stores/context';

/** /menyu: the whole delivery menu with a category bar. */
const MenuPage = observer(function MenuPage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const categories = site.menuCategories;
  return (
    <PageShell
      title={intl.formatMessage({ id: 'menu.title', defaultMessage: 'Меню доставки' })}
      lead={intl.formatMessage({ id: 'menu.lead', defaultMessage: 'Завтраки, обеды и десерты из нашей кухни — привезём горячим по Москве.' })}
    >
      <CatalogueState empty={categories.length === 0}>
        <Box component="nav" aria-label={intl.formatMessage({ id: 'menu.categories', defaultMessage: 'Категории меню' })} sx={{ position: 'sticky', top: 64, zIndex: 10, bgcolor: 'background.default', py: 1.5, mb: 3, overflowX: 'auto' }}>
          <Stack direction="row" sx={{ gap: 1, width: 'max-content' }}>
            {categories.map((c) => (
              <Chip key={c.id} component="a" clickable href={`#category-${c.alias}`} label={pick(c.name, locale)} variant={site.activeCategory === c.id ? 'filled' : 'outlined'} color={site.activeCategory === c.id ? 'primary' : 'default'} />
            ))}
          </Stack>
        </Box>
        {categories.map((c, i) => (
          <CategorySection key={c.id} category={c} priorityCount={i === 0 ? 4 : 0} />
        ))}
      </CatalogueState>
    </PageShell>
  );
});
export default MenuPage;
