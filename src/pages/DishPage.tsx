import { ProductPage } from './ProductPage';

/** The dish item page. */
export default function DishPage() {
  return <ProductPage kind="dish" />;
}
