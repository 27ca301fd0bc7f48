/**
 * Server render of the payment button: the product as it is stored (title, description, price
 * and picture are read from the product, never from the post), a quantity field when several
 * may be bought, and a form that starts the PayPal checkout without any script. Back from
 * PayPal, the block says how the payment went. Nothing is shown for a product not for sale.
 */
import { __ } from '@wordpress/i18n';

import { formatCurrencyIn } from '../../../shared/currency';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import type { SimplePaymentsAttributes } from './types';

/** The form's target on the site (the site creates the order: the browser never sets the amount). */
const CHECKOUT_PATH = '/simple-payments/checkout';
const MAX_QUANTITY = 100;

function outcomeNotice( outcome: unknown ): string {
	const notices: Record< string, [ string, boolean ] > = {
		complete: [
			__(
				'Thank you for your purchase! PayPal will send you a receipt by e-mail.',
				'tessera'
			),
			false,
		],
		declined: [
			__(
				'Your card was declined, so nothing was charged. Please try again with another card.',
				'tessera'
			),
			true,
		],
		cancelled: [
			__( 'You cancelled the payment. Nothing was charged.', 'tessera' ),
			true,
		],
		failed: [
			__(
				'The payment could not be completed. Nothing was charged; please try again.',
				'tessera'
			),
			true,
		],
	};
	if ( typeof outcome !== 'string' || ! Object.hasOwn( notices, outcome ) ) {
		return '';
	}
	const [ text, isError ] = notices[ outcome ];
	return `<p${ htmlAttributes( {
		class: `simple-payments__notice${ isError ? ' is-error' : '' }`,
		role: isError ? 'alert' : 'status',
	} ) }>${ escapeHtml( text ) }</p>`;
}

/** A description's lines, each escaped, joined by line breaks. */
function paragraphText( text: string ): string {
	return text
		.split( /\r?\n/ )
		.map( ( line ) => escapeHtml( line ) )
		.join( '<br>' );
}

export const render: RenderCallback< SimplePaymentsAttributes > = (
	attributes,
	_content,
	context
) => {
	const productId = attributes.productId;
	if (
		! Number.isSafeInteger( productId ) ||
		( productId as number ) <= 0 ||
		! context.postId
	) {
		return '';
	}
	const product = context.paymentProduct?.( productId as number );
	if ( ! product ) {
		return '';
	}
	const query = context.query ?? {};
	const notice =
		String( query.product ?? '' ) === String( productId )
			? outcomeNotice( query.simple_payment )
			: '';
	const image = product.imageUrl
		? `<img${ htmlAttributes( { class: 'simple-payments__image', src: product.imageUrl, alt: '' } ) }>`
		: '';
	const description = product.content.trim()
		? `<p class="simple-payments__description">${ paragraphText( product.content ) }</p>`
		: '';
	const quantityId = `simple-payments-quantity-${ productId }`;
	const quantity = product.multiple
		? `<label${ htmlAttributes( { class: 'screen-reader-text', for: quantityId } ) }>${ escapeHtml(
				__( 'Quantity', 'tessera' )
			) }</label><input${ htmlAttributes( {
				class: 'simple-payments__quantity',
				id: quantityId,
				type: 'number',
				name: 'quantity',
				min: 1,
				max: MAX_QUANTITY,
				step: 1,
				value: 1,
				required: true,
			} ) }>`
		: '';
	const hidden = [
		[ 'product_id', productId as number ],
		[ 'post_id', context.postId ],
	]
		.map(
			( [ name, value ] ) =>
				`<input${ htmlAttributes( { type: 'hidden', name: name as string, value } ) }>`
		)
		.join( '' );
	return `<div${ htmlAttributes( {
		class: 'wp-block-tessera-simple-payments',
		id: `simple-payment-${ productId }`,
	} ) }>${ notice }<div class="simple-payments__product">${ image }<div class="simple-payments__details"><p class="simple-payments__title">${ escapeHtml(
		product.title
	) }</p>${ description }<p class="simple-payments__price">${ escapeHtml(
		formatCurrencyIn( product.price, product.currency, context.locale )
	) }</p><form${ htmlAttributes( {
		class: 'simple-payments__purchase',
		method: 'post',
		action: CHECKOUT_PATH,
	} ) }>${ hidden }${ quantity }<button type="submit" class="simple-payments__button">${ escapeHtml(
		__( 'Pay with PayPal', 'tessera' )
	) }</button></form></div></div></div>`;
};
