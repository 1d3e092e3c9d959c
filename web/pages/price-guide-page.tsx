import { useParams } from 'wouter';
import { PriceGuide } from '../features/price-guides/components/price-guide';

/** /prices/:area (public): one area's asking rents and prices. */
export default function PriceGuidePage() {
  const { area = '' } = useParams<{ area: string }>();
  return <PriceGuide key={area} slug={area} />;
}
