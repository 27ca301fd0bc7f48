/**
 * Server render of the Donations block on the visitor page: tabs for the visible intervals, the
 * amount tiers as links to the hosted checkout, the custom amount as a small form to the same
 * checkout (it works without JavaScript; view.ts checks the amount before leaving), and a
 * thank-you after the checkout sent the donor back. Everything is rebuilt from the attributes,
 * texts as plain text, so the saved markup is never trusted.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	formatCurrency,
	formatCurrencyIn,
	isMembershipCurrency,
	minimumCharge,
} from '../../../shared/currency';
import {
	escapeHtml,
	escapeUrl,
	htmlAttributes,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { acceptedAmount, customAmountPlaceholder } from './amounts';
import {
	CHECKOUT_URL,
	checkoutUrl,
} from '../../../shared/memberships/checkout-url';
import { hasAllPlans, planIdOf } from './plans';
import {
	defaultChooseAmountText,
	defaultCustomAmountText,
	tabSettings,
	tabTexts,
	visibleTabs,
	type TabDefinition,
} from './tabs';
import { plainText } from './text';
import type { DonationsAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-donations';

/** Each block on a page gets its own ids for its tabs and panels. */
let instance = 0;

function thankYou( query: Record< string, unknown > | undefined ): string {
	return query?.payment_complete === '1'
		? `<p class="donations__thank-you" role="status">${ escapeHtml(
				__( 'Thank you for your donation!', 'tessera' )
			) }</p>`
		: '';
}

export const render: RenderCallback< DonationsAttributes > = (
	attributes,
	_content,
	context
) => {
	const currency = isMembershipCurrency( attributes.currency )
		? attributes.currency
		: 'USD';
	// Hidden from visitors while the site cannot take the payment.
	if ( context.canTakePayments && ! context.canTakePayments() ) {
		return '';
	}
	if ( ! hasAllPlans( attributes ) || ! context.postId ) {
		return '';
	}
	const hosts = registeredServiceHosts();
	const origin = context.origin ?? '';
	const returnTo = `${ origin }/?p=${ context.postId }`;
	const site = origin ? new URL( origin ).host : '';
	const id = `tessera-donations-${ ++instance }`;
	const tabs = visibleTabs( attributes );
	const link = ( tab: TabDefinition, amount: number ) =>
		serviceUrl(
			checkoutUrl( {
				site,
				planId: planIdOf( attributes, tab.key )!,
				postId: context.postId!,
				returnTo,
				locale: context.locale,
				amount,
			} ),
			hosts
		);
	const minimum = formatCurrencyIn(
		minimumCharge( currency ) ?? 0.5,
		currency,
		context.locale
	);
	const nav =
		tabs.length > 1
			? `<div class="donations__nav" role="tablist" aria-label="${ escapeHtml(
					__( 'Donation frequency', 'tessera' )
				) }">${ tabs
					.map(
						( tab, index ) =>
							`<button type="button" role="tab"${ htmlAttributes(
								{
									id: `${ id }-tab-${ tab.slug }`,
									class: 'donations__nav-item',
									'aria-controls': `${ id }-panel-${ tab.slug }`,
									'aria-selected':
										index === 0 ? 'true' : 'false',
									'data-interval': tab.interval,
								}
							) }>${ escapeHtml( tab.label() ) }</button>`
					)
					.join( '' ) }</div>`
			: '';
	const panels = tabs
		.map( ( tab ) => {
			const texts = tabTexts( tab, tabSettings( attributes, tab.key ) );
			const amounts = texts.amounts
				.map( ( value ) => acceptedAmount( String( value ), currency ) )
				.filter( ( value ): value is number => value !== null );
			const first = amounts[ 0 ] ?? minimumCharge( currency ) ?? 0.5;
			const choose = plainText(
				attributes.chooseAmountText ?? defaultChooseAmountText()
			);
			const tiers = amounts
				.map(
					( amount, index ) =>
						`<a${ htmlAttributes( {
							class: 'donations__amount',
							href: link( tab, amount ),
							'data-amount': amount,
							'aria-current': index === 0 ? 'true' : null,
						} ) }>${ escapeHtml(
							formatCurrencyIn( amount, currency, context.locale )
						) }</a>`
				)
				.join( '' );
			const custom = attributes.showCustomAmount
				? `<form class="donations__custom" method="get" action="${ escapeUrl(
						serviceUrl( CHECKOUT_URL, hosts )
					) }" novalidate>${ [
						'blog',
						'plan',
						'lang',
						'pid',
						'redirect',
					]
						.map( ( name ) => {
							const value = new URL(
								checkoutUrl( {
									site,
									planId: planIdOf( attributes, tab.key )!,
									postId: context.postId!,
									returnTo,
									locale: context.locale,
								} )
							).searchParams.get( name );
							return `<input type="hidden"${ htmlAttributes( { name, value } ) }>`;
						} )
						.join(
							''
						) }<label class="donations__custom-label" for="${ id }-custom-${ tab.slug }">${ escapeHtml(
						plainText(
							attributes.customAmountText ??
								defaultCustomAmountText()
						)
					) }</label><input${ htmlAttributes( {
						id: `${ id }-custom-${ tab.slug }`,
						class: 'donations__custom-amount',
						name: 'amount',
						inputmode: 'decimal',
						autocomplete: 'off',
						placeholder: formatCurrency(
							customAmountPlaceholder( currency ),
							currency
						),
						'aria-describedby': `${ id }-error-${ tab.slug }`,
					} ) }><p class="donations__custom-error" id="${ id }-error-${ tab.slug }" hidden>${ escapeHtml(
						sprintf(
							/* translators: %s: the smallest amount, "$0.50". */
							__(
								'Please enter an amount of at least %s.',
								'tessera'
							),
							minimum
						)
					) }</p></form>`
				: '';
			return `<div${ htmlAttributes( {
				id: `${ id }-panel-${ tab.slug }`,
				class: `donations__panel donations__${ tab.slug }-item`,
				role: tabs.length > 1 ? 'tabpanel' : null,
				'aria-labelledby':
					tabs.length > 1 ? `${ id }-tab-${ tab.slug }` : null,
				'data-interval': tab.interval,
			} ) }><h4 class="donations__heading">${ escapeHtml( plainText( texts.heading ) ) }</h4><p class="donations__choose">${ escapeHtml(
				choose
			) }</p><div class="donations__amounts" role="group" aria-label="${ escapeHtml( choose ) }">${ tiers }</div>${ custom }<hr class="donations__separator"><p class="donations__extra">${ escapeHtml(
				plainText( texts.extraText )
			) }</p><div class="wp-block-button"><a${ htmlAttributes( {
				class: 'wp-block-button__link donations__donate-button',
				href: link( tab, first ),
			} ) }>${ escapeHtml( plainText( texts.buttonText ) ) }</a></div></div>`;
		} )
		.join( '' );
	return `<div${ htmlAttributes( {
		class: BLOCK_CLASS,
		'data-currency': currency,
	} ) }>${ thankYou( context.query ) }<div class="donations__container">${ nav }<div class="donations__content">${ panels }</div></div></div>`;
};
