export {
	CURRENCY_FORMATS,
	DEFAULT_CURRENCY_FORMAT,
	getCurrencyFormat,
	getCurrencyPrecision,
} from './formats';
export { formatCurrency } from './format-currency';
export { formatCurrencyIn } from './format-in-locale';
export { parseAmount } from './parse-amount';
export { isValidAmount, minimumCharge } from './minimum-charge';
export {
	DEFAULT_PAYMENT_CURRENCY,
	PAYMENT_CURRENCIES,
	isSupportedPaymentCurrency,
} from './payment-currencies';
export { decimalPlaces, fitsCurrencyPrecision } from './precision';
export {
	MAXIMUM_CHARGE,
	MEMBERSHIP_CURRENCIES,
	isChargeableAmount,
	isMembershipCurrency,
} from './minimum-charge';
