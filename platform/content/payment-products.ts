/** A payment button's product: a jp_pay_product post and its spay_* meta. */
import type { Db } from '../store/db';
import { getPost } from '../store/posts';
import { getPostMeta } from '../store/postmeta';
import {
	getCurrencyPrecision,
	isSupportedPaymentCurrency,
} from '../../shared/currency';
import { isEmailValid } from '../../shared/email';

export interface PaymentProduct {
	id: number;
	title: string;
	content: string;
	status: string;
	price: number;
	currency: string;
	email: string;
	multiple: boolean;
	featuredMedia: number;
}

/** The product by its id, whatever its state; undefined for any other post. */
export function paymentProduct(
	db: Db,
	id: number
): PaymentProduct | undefined {
	const post =
		Number.isSafeInteger( id ) && id > 0 ? getPost( db, id ) : undefined;
	if ( post?.post_type !== 'jp_pay_product' ) {
		return undefined;
	}
	const meta = ( key: string ) => getPostMeta( db, id, key );
	return {
		id,
		title: post.post_title,
		content: post.post_content,
		status: post.post_status,
		price: Number( meta( 'spay_price' ) ?? 0 ),
		currency: String( meta( 'spay_currency' ) ?? 'USD' ),
		email: String( meta( 'spay_email' ) ?? '' ),
		multiple: meta( 'spay_multiple' ) === true,
		featuredMedia: Number( meta( '_thumbnail_id' ) ?? 0 ) || 0,
	};
}

/**
 * Whether visitors can buy the product: published, priced above zero within its currency's
 * decimals, and with an address for the money to go to.
 */
export function isForSale(
	product: PaymentProduct | undefined
): product is PaymentProduct {
	if ( ! product || product.status !== 'publish' ) {
		return false;
	}
	const factor = 10 ** getCurrencyPrecision( product.currency );
	return (
		isSupportedPaymentCurrency( product.currency ) &&
		Number.isFinite( product.price ) &&
		product.price > 0 &&
		Math.abs(
			Math.round( product.price * factor ) - product.price * factor
		) < 1e-6 &&
		isEmailValid( product.email ) &&
		product.title.trim() !== ''
	);
}

/** How many items a buyer may take at once when the product allows several. */
export const MAX_QUANTITY = 100;

/** The uploaded file's address on this site, for a product's picture ('' without one). */
function imageUrl( db: Db, attachmentId: number ): string {
	const attachment = attachmentId ? getPost( db, attachmentId ) : undefined;
	const file = String(
		getPostMeta( db, attachmentId, '_wp_attached_file' ) ?? ''
	);
	if (
		attachment?.post_type !== 'attachment' ||
		! attachment.post_mime_type.startsWith( 'image/' ) ||
		! file
	) {
		return '';
	}
	return `/wp-content/uploads/${ file.split( '/' ).map( encodeURIComponent ).join( '/' ) }`;
}

/** What the payment button's server render shows of a product, while it is for sale. */
export function saleProduct( db: Db, id: number ) {
	const product = paymentProduct( db, id );
	if ( ! isForSale( product ) ) {
		return undefined;
	}
	return {
		title: product.title,
		content: product.content,
		price: product.price,
		currency: product.currency,
		multiple: product.multiple,
		imageUrl: imageUrl( db, product.featuredMedia ),
	};
}
