/**
 * Server render of the Payments block: a button leading to the hosted checkout of the chosen
 * plan, with its price and interval read from the site's products (the amount is never taken
 * from the saved post), and a thank-you after the checkout sent the buyer back. Nothing is shown
 * for a block without a plan.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatCurrencyIn } from '../../../shared/currency';
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { checkoutUrl } from '../../../shared/memberships/checkout-url';
import type { RecurringPaymentsAttributes } from './types';

const ALIGNMENTS = [ 'left', 'center', 'right' ];

export const render: RenderCallback< RecurringPaymentsAttributes > = (
	attributes,
	_content,
	context
) => {
	const planId = attributes.planId;
	if (
		! Number.isSafeInteger( planId ) ||
		( planId as number ) <= 0 ||
		! context.postId
	) {
		return '';
	}
	// Hidden from visitors while the site cannot take the payment.
	if ( context.canTakePayments && ! context.canTakePayments() ) {
		return '';
	}
	const product = context.membershipProduct?.( planId as number );
	if ( ! product ) {
		return '';
	}
	const origin = context.origin ?? '';
	const price = formatCurrencyIn(
		Number( product.price ),
		product.currency,
		context.locale
	);
	const label =
		product.interval === 'one-time'
			? sprintf(
					/* translators: %s: a price. */ __( 'Pay %s', 'tessera' ),
					price
				)
			: sprintf(
					/* translators: 1: a price, 2: "month" or "year". */
					__( 'Subscribe: %1$s per %2$s', 'tessera' ),
					price,
					product.interval === '1 year'
						? __( 'year', 'tessera' )
						: __( 'month', 'tessera' )
				);
	const href = serviceUrl(
		checkoutUrl( {
			site: origin ? new URL( origin ).host : '',
			planId: planId as number,
			postId: context.postId,
			returnTo: `${ origin }/?p=${ context.postId }`,
			locale: context.locale,
		} ),
		registeredServiceHosts()
	);
	const align = ALIGNMENTS.includes( attributes.align ?? '' )
		? `align${ attributes.align }`
		: '';
	const thanks =
		context.query?.payment_complete === '1'
			? `<p class="recurring-payments__thank-you" role="status">${ escapeHtml(
					__( 'Thank you for your payment!', 'tessera' )
				) }</p>`
			: '';
	return `<div${ htmlAttributes( {
		class: safeClassNames( 'wp-block-tessera-recurring-payments', align ),
	} ) }>${ thanks }<div class="wp-block-button"><a${ htmlAttributes( {
		class: 'wp-block-button__link',
		href,
	} ) }>${ escapeHtml( label ) }</a></div><p class="recurring-payments__title">${ escapeHtml( product.title ) }</p></div>`;
};
