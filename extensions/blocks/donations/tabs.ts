import { __ } from '@wordpress/i18n';
import type {
	DonationInterval,
	DonationTab,
	DonationsAttributes,
	TabKey,
} from './types';

export interface TabDefinition {
	key: TabKey;
	interval: DonationInterval;
	/** The tab's name in class names and the visitor page's tab ids. */
	slug: 'one-time' | 'monthly' | 'annual';
	/** The tab's name in the block's navigation. */
	label: () => string;
	heading: () => string;
	buttonText: () => string;
}

/** The three tabs, in the order they are shown. */
export const TABS: readonly TabDefinition[] = [
	{
		key: 'oneTimeDonation',
		interval: 'one-time',
		slug: 'one-time',
		label: () => __( 'One-Time', 'tessera' ),
		heading: () => __( 'Make a one-time donation', 'tessera' ),
		buttonText: () => __( 'Donate', 'tessera' ),
	},
	{
		key: 'monthlyDonation',
		interval: '1 month',
		slug: 'monthly',
		label: () => __( 'Monthly', 'tessera' ),
		heading: () => __( 'Make a monthly donation', 'tessera' ),
		buttonText: () => __( 'Donate monthly', 'tessera' ),
	},
	{
		key: 'annualDonation',
		interval: '1 year',
		slug: 'annual',
		label: () => __( 'Yearly', 'tessera' ),
		heading: () => __( 'Make a yearly donation', 'tessera' ),
		buttonText: () => __( 'Donate yearly', 'tessera' ),
	},
];

export const DEFAULT_AMOUNTS = [ 5, 15, 100 ];

export const defaultExtraText = () =>
	__( 'Your contribution is appreciated.', 'tessera' );
export const defaultChooseAmountText = () =>
	__( 'Choose an amount', 'tessera' );
export const defaultCustomAmountText = () =>
	__( 'Or enter a custom amount', 'tessera' );

export function tabSettings(
	attributes: DonationsAttributes,
	key: TabKey
): DonationTab {
	return ( attributes[ key ] ?? {} ) as DonationTab;
}

/** A tab's texts and amounts with the defaults filled in. */
export function tabTexts( tab: TabDefinition, settings: DonationTab ) {
	return {
		heading: settings.heading ?? tab.heading(),
		extraText: settings.extraText ?? defaultExtraText(),
		buttonText: settings.buttonText ?? tab.buttonText(),
		amounts:
			Array.isArray( settings.amounts ) && settings.amounts.length === 3
				? settings.amounts
				: DEFAULT_AMOUNTS,
	};
}

/** The tabs a visitor sees: one-time always, monthly and yearly when switched on. */
export function visibleTabs(
	attributes: DonationsAttributes
): TabDefinition[] {
	return TABS.filter(
		( tab ) =>
			tab.key === 'oneTimeDonation' ||
			tabSettings( attributes, tab.key ).show !== false
	);
}

/** The active tab, or one-time when the active one was switched off. */
export function activeTabOrFallback(
	attributes: DonationsAttributes,
	active: TabKey
): TabKey {
	return visibleTabs( attributes ).some( ( tab ) => tab.key === active )
		? active
		: 'oneTimeDonation';
}
