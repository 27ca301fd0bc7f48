/**
 * Membership products: what the product route accepts, and the donation products the Donations
 * block needs (one per interval, in the chosen currency).
 */
import type { Db } from '../../../platform/store/db';
import {
	insertProduct,
	listProducts,
	type ProductRow,
} from '../../../platform/store/memberships';
import { mysqlGmt } from '../../../platform/content/dates';
import {
	formatCurrency,
	isChargeableAmount,
	isMembershipCurrency,
	minimumCharge,
} from '../../../shared/currency';

export const INTERVALS = [ 'one-time', '1 month', '1 year' ] as const;
export type ProductInterval = ( typeof INTERVALS )[ number ];
export const TITLE_MAX_LENGTH = 200;

/** A product as the memberships routes answer with it. */
export interface ProductResponse {
	id: number;
	title: string;
	interval: string;
	price: number;
	currency: string;
	type: string;
}

export function productResponse( row: ProductRow ): ProductResponse {
	return {
		id: row.id,
		title: row.title,
		interval: row.interval,
		price: Number( row.price ),
		currency: row.currency,
		type: row.type,
	};
}

export type ProductInput = {
	title: string;
	currency: string;
	price: number;
	interval: ProductInterval;
};

/** Why a product cannot be created (`[ param, message ]`), or null when it can. */
export function productInputError(
	input: Record< string, unknown >
): [ string, string ] | null {
	const title = typeof input.title === 'string' ? input.title.trim() : '';
	if ( ! title ) {
		return [ 'title', 'The plan needs a name.' ];
	}
	if ( title.length > TITLE_MAX_LENGTH ) {
		return [
			'title',
			`The name is longer than ${ TITLE_MAX_LENGTH } characters.`,
		];
	}
	if ( ! isMembershipCurrency( input.currency ) ) {
		return [ 'currency', 'This currency is not supported.' ];
	}
	if ( ! INTERVALS.includes( input.interval as ProductInterval ) ) {
		return [
			'interval',
			'The interval must be one-time, 1 month or 1 year.',
		];
	}
	// A number as JSON sends it, or a plain decimal string: never JavaScript's other spellings
	// (`0x10`, `5e2`, `1_000`, `Infinity`), which Number() would turn into other prices.
	if (
		typeof input.price === 'string' &&
		! /^\d{1,12}(\.\d{1,12})?$/.test( input.price )
	) {
		return [
			'price',
			'The price must be a decimal number, such as 5 or 5.50.',
		];
	}
	const price = Number( input.price );
	if ( ! isChargeableAmount( price, input.currency ) ) {
		return [
			'price',
			`Minimum allowed price is ${ formatCurrency(
				minimumCharge( input.currency ) ?? 0,
				input.currency
			) }.`,
		];
	}
	return null;
}

export function createProduct(
	db: Db,
	input: ProductInput,
	type = ''
): ProductRow {
	return insertProduct(
		db,
		{
			title: input.title.trim(),
			currency: input.currency,
			price: String( input.price ),
			interval: input.interval,
			type,
		},
		mysqlGmt()
	);
}

const DONATION_TITLES: Record< ProductInterval, string > = {
	'one-time': 'One-Time Donation',
	'1 month': 'Monthly Donation',
	'1 year': 'Yearly Donation',
};

/** The donation product of each interval in `currency`, made once and reused after. */
export function ensureDonationProducts(
	db: Db,
	currency: string
): ProductRow[] {
	return db.transaction( () => {
		const existing = listProducts( db, 'donation' ).filter(
			( row ) => row.currency === currency
		);
		return INTERVALS.map(
			( interval ) =>
				existing.find( ( row ) => row.interval === interval ) ??
				createProduct(
					db,
					{
						title: DONATION_TITLES[ interval ],
						currency,
						price: minimumCharge( currency ) ?? 0,
						interval,
					},
					'donation'
				)
		);
	} )();
}
