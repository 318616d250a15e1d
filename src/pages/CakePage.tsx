import { ProductPage } from './ProductPage';

/** The cake item page. */
export default function CakePage() {
  return <ProductPage kind="cake" />;
}
