import { PriceGuideIndex } from '../features/price-guides/components/price-guide-index';

/** /prices (public): the price guides by region and place. */
export default function PricesPage() {
  return <PriceGuideIndex />;
}
