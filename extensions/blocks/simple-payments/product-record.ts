/** The jp_pay_product post a payment button keeps its item in, as the REST API reads and writes it. */
import { priceValue } from './validation';
import type { SimplePaymentsAttributes } from './types';

export const PRODUCT_POST_TYPE = 'jp_pay_product';

/** The keys a failed product save names in its error data, and the field each belongs to. */
export const SAVE_ERROR_FIELDS = {
	spay_email: 'email',
	spay_price: 'price',
} as const;

export interface ProductMeta {
	spay_currency: string;
	spay_email: string;
	spay_multiple: boolean;
	spay_price: number;
}

export interface ProductRecord {
	id?: number;
	title: string;
	content: string;
	featured_media: number;
	status: 'draft' | 'publish';
	meta: ProductMeta;
}

/**
 * What saving the block's product sends: a new product is a draft, one that already has an id
 * is published (its id is in the post by then, so a visitor can buy it).
 */
export function productRecord(
	attributes: SimplePaymentsAttributes,
	typedPrice: string
): ProductRecord {
	return {
		...( attributes.productId ? { id: attributes.productId } : {} ),
		title: attributes.title.trim(),
		content: attributes.content,
		featured_media: attributes.featuredMediaId,
		status: attributes.productId ? 'publish' : 'draft',
		meta: {
			spay_currency: attributes.currency,
			spay_email: attributes.email.trim(),
			spay_multiple: attributes.multiple,
			spay_price: priceValue( typedPrice ),
		},
	};
}

/** The field a failed save points at, from its error's `data.key`; undefined for other failures. */
export function saveErrorField(
	error: unknown
): ( typeof SAVE_ERROR_FIELDS )[ keyof typeof SAVE_ERROR_FIELDS ] | undefined {
	const key = ( error as { data?: { key?: unknown } } | null )?.data?.key;
	return typeof key === 'string' && Object.hasOwn( SAVE_ERROR_FIELDS, key )
		? SAVE_ERROR_FIELDS[ key as keyof typeof SAVE_ERROR_FIELDS ]
		: undefined;
}

/** The block's fields from a stored product, for a block that has only its id (a converted shortcode). */
export function attributesFromProduct( product: {
	title?: { raw?: string };
	content?: { raw?: string };
	featured_media?: number;
	meta?: Partial< ProductMeta >;
} ): Partial< SimplePaymentsAttributes > {
	const meta = product.meta ?? {};
	return {
		title: product.title?.raw ?? '',
		content: product.content?.raw ?? '',
		featuredMediaId: product.featured_media ?? 0,
		currency: meta.spay_currency || 'USD',
		email: meta.spay_email ?? '',
		multiple: Boolean( meta.spay_multiple ),
		...( typeof meta.spay_price === 'number' && meta.spay_price > 0
			? { price: meta.spay_price }
			: {} ),
	};
}
