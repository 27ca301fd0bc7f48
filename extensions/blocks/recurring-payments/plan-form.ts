/**
 * The add-plan form's rules and states: idle (0), form shown (1), saving (2). Saving succeeds
 * back to idle with the new plan chosen, or fails back to the form with the error.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	MEMBERSHIP_CURRENCIES,
	fitsCurrencyPrecision,
	formatCurrency,
	isValidAmount,
	minimumCharge,
	parseAmount,
} from '../../../shared/currency';
import type { MembershipProduct } from '../../../shared/memberships/status';

export const PLAN_INTERVALS = [ '1 month', '1 year', 'one-time' ] as const;
export type PlanInterval = ( typeof PLAN_INTERVALS )[ number ];

export interface PlanDraft {
	currency: string;
	price: string;
	title: string;
	interval: PlanInterval;
}

export const EMPTY_DRAFT: PlanDraft = {
	currency: 'USD',
	price: '',
	title: '',
	interval: '1 month',
};

export const intervalLabel = ( interval: string ): string =>
	( {
		'1 month': __( 'Monthly', 'tessera' ),
		'1 year': __( 'Yearly', 'tessera' ),
		'one-time': __( 'One-time', 'tessera' ),
	} )[ interval ] ?? interval;

export function minimumPriceMessage( currency: string ): string {
	return sprintf(
		/* translators: %s: the smallest price, "$0.50". */
		__( 'Minimum allowed price is %s.', 'tessera' ),
		formatCurrency( minimumCharge( currency ) ?? 0, currency )
	);
}

/** The price of a draft as a number, or null when it is not a price the currency allows. */
export function draftPrice( draft: PlanDraft ): number | null {
	const price = parseAmount( draft.price );
	return price !== null &&
		isValidAmount( price, draft.currency ) &&
		fitsCurrencyPrecision( draft.price.trim(), draft.currency )
		? price
		: null;
}

/** Why the draft cannot be saved (field and message), or null. */
export function draftError(
	draft: PlanDraft
): { field: 'title' | 'price' | 'currency'; message: string } | null {
	if ( ! MEMBERSHIP_CURRENCIES.includes( draft.currency ) ) {
		return {
			field: 'currency',
			message: __( 'This currency is not supported.', 'tessera' ),
		};
	}
	if ( draftPrice( draft ) === null ) {
		return {
			field: 'price',
			message: minimumPriceMessage( draft.currency ),
		};
	}
	if ( ! draft.title.trim() ) {
		return {
			field: 'title',
			message: __( 'Please describe your payment plan.', 'tessera' ),
		};
	}
	return null;
}

/**
 * The plans the block offers: payment plans (not the Donations block's products) at or above
 * their currency's minimum.
 */
export function usableProducts(
	products: MembershipProduct[]
): MembershipProduct[] {
	return products.filter(
		( product ) =>
			product.type !== 'donation' &&
			isValidAmount( Number( product.price ), product.currency )
	);
}

export type AddPlanState =
	{ step: 0 } | { step: 1; error?: string } | { step: 2 };

export type AddPlanAction =
	| { type: 'open' }
	| { type: 'cancel' }
	| { type: 'save' }
	| { type: 'saved' }
	| { type: 'failed'; error: string };

export function addPlanReducer(
	state: AddPlanState,
	action: AddPlanAction
): AddPlanState {
	switch ( action.type ) {
		case 'open':
			return state.step === 0 ? { step: 1 } : state;
		case 'cancel':
			return state.step === 1 ? { step: 0 } : state;
		case 'save':
			return state.step === 1 ? { step: 2 } : state;
		case 'saved':
			return state.step === 2 ? { step: 0 } : state;
		case 'failed':
			return state.step === 2 ? { step: 1, error: action.error } : state;
	}
}
