import { useGetProductPricesQuery } from '@polis/api-client';

/** Starting price of a product from the insurer's catalogue; undefined while loading or when not priced. */
export function usePriceFrom(key: string): number | undefined {
  const { data } = useGetProductPricesQuery();
  return data?.products.find((p) => p.key === key)?.priceFrom;
}
