/** Prices in the visitor's currency: the chosen currency, conversion and the 'from' price line. */
export { convertFromUsd, formatMoney, fromPriceText, moneyText, ratesDateText } from './money';
export { setCurrency, useCurrency } from './useCurrency';
export { FromPrice } from './FromPrice';
