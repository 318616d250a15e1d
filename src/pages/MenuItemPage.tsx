import { ProductPage } from './ProductPage';

/** The menu item page. */
export default function MenuItemPage() {
  return <ProductPage kind="menu" />;
}
