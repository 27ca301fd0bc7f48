/**
 * The product post type's meta (register_meta for jp_pay_product): currency, the PayPal e-mail
 * address money goes to, whether several items may be bought at once, and the price. The server
 * refuses a bad address or price with the key in the error's data (`spay_email`, `spay_price`).
 */
import type { PostMetaDefinition } from '../../../shared/post-fields/types';
import { DEFAULT_PAYMENT_CURRENCY } from '../../../shared/currency';
import { PRODUCT_POST_TYPE } from './product-record';
import { currencyError, emailError, priceError } from './validation';

const postTypes = [ PRODUCT_POST_TYPE ];

export const postMeta = {
	spay_currency: {
		type: 'string',
		default: DEFAULT_PAYMENT_CURRENCY,
		description: 'The currency of the price.',
		postTypes,
		check: ( value ) => currencyError( value ),
	} satisfies PostMetaDefinition< 'string' >,
	spay_email: {
		type: 'string',
		default: '',
		description: 'The PayPal account payments go to.',
		postTypes,
		maxLength: 254,
		check: ( value ) => emailError( value ),
	} satisfies PostMetaDefinition< 'string' >,
	spay_multiple: {
		type: 'boolean',
		default: false,
		description: 'Whether a buyer may take more than one item.',
		postTypes,
	} satisfies PostMetaDefinition< 'boolean' >,
	spay_price: {
		type: 'number',
		default: 0,
		description: 'The price of one item.',
		postTypes,
		check: ( value, sent ) =>
			priceError(
				String( value ),
				typeof sent.spay_currency === 'string'
					? sent.spay_currency
					: DEFAULT_PAYMENT_CURRENCY
			),
	} satisfies PostMetaDefinition< 'number' >,
};
