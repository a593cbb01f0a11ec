import { useGetProductPricesQuery, type ProductPrice } from '@polis/api-client';

/** Starting price of a product from the insurer's catalogue; undefined while loading or when not priced. */
export function usePriceFrom(key: string): ProductPrice | undefined {
  const { data } = useGetProductPricesQuery();
  return data?.products.find((p) => p.key === key);
}
