import { STARTING_PRICES, type StartingPrice } from '@polis/tariffs';

/**
 * The catalogue's starting prices: computed in libs/tariffs from the same tariffs every save is charged by,
 * so a card's "from" figure is the server's. Products priced by a quote are not listed (the catalogue says so).
 */
export const PRODUCT_PRICES: readonly StartingPrice[] = STARTING_PRICES;
