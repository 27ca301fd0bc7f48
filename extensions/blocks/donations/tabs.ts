import { createI18n, defaultI18n, type I18n } from '@wordpress/i18n';
import type {
	DonationInterval,
	DonationTab,
	DonationsAttributes,
	TabKey,
} from './types';

/** What translates a text: the editor's or the page's language (`defaultI18n`), or none. */
type Translator = Pick< I18n, '__' >;

/**
 * The texts as the code writes them, in English, whatever language the editor speaks: the saved
 * markup uses them, so that a post stays valid when someone with another language opens it (the
 * visitor page and the editor show the translated texts).
 */
export const SOURCE_LANGUAGE: Translator = createI18n();

export interface TabDefinition {
	key: TabKey;
	interval: DonationInterval;
	/** The tab's name in class names and the visitor page's tab ids. */
	slug: 'one-time' | 'monthly' | 'annual';
	/** The tab's name in the block's navigation. */
	label: ( i18n?: Translator ) => string;
	heading: ( i18n?: Translator ) => string;
	buttonText: ( i18n?: Translator ) => string;
}

/** The three tabs, in the order they are shown. */
export const TABS: readonly TabDefinition[] = [
	{
		key: 'oneTimeDonation',
		interval: 'one-time',
		slug: 'one-time',
		label: ( { __ } = defaultI18n ) => __( 'One-Time', 'tessera' ),
		heading: ( { __ } = defaultI18n ) =>
			__( 'Make a one-time donation', 'tessera' ),
		buttonText: ( { __ } = defaultI18n ) => __( 'Donate', 'tessera' ),
	},
	{
		key: 'monthlyDonation',
		interval: '1 month',
		slug: 'monthly',
		label: ( { __ } = defaultI18n ) => __( 'Monthly', 'tessera' ),
		heading: ( { __ } = defaultI18n ) =>
			__( 'Make a monthly donation', 'tessera' ),
		buttonText: ( { __ } = defaultI18n ) =>
			__( 'Donate monthly', 'tessera' ),
	},
	{
		key: 'annualDonation',
		interval: '1 year',
		slug: 'annual',
		label: ( { __ } = defaultI18n ) => __( 'Yearly', 'tessera' ),
		heading: ( { __ } = defaultI18n ) =>
			__( 'Make a yearly donation', 'tessera' ),
		buttonText: ( { __ } = defaultI18n ) =>
			__( 'Donate yearly', 'tessera' ),
	},
];

export const DEFAULT_AMOUNTS = [ 5, 15, 100 ];

export const defaultExtraText = ( { __ }: Translator = defaultI18n ) =>
	__( 'Your contribution is appreciated.', 'tessera' );
export const defaultChooseAmountText = ( { __ }: Translator = defaultI18n ) =>
	__( 'Choose an amount', 'tessera' );
export const defaultCustomAmountText = ( { __ }: Translator = defaultI18n ) =>
	__( 'Or enter a custom amount', 'tessera' );

export function tabSettings(
	attributes: DonationsAttributes,
	key: TabKey
): DonationTab {
	return ( attributes[ key ] ?? {} ) as DonationTab;
}

/**
 * A tab's texts and amounts with the defaults filled in.
 *
 * @param tab      The tab.
 * @param settings The tab's attributes.
 * @param i18n     The defaults' language: the editor's or the page's unless told.
 */
export function tabTexts(
	tab: TabDefinition,
	settings: DonationTab,
	i18n: Translator = defaultI18n
) {
	return {
		heading: settings.heading ?? tab.heading( i18n ),
		extraText: settings.extraText ?? defaultExtraText( i18n ),
		buttonText: settings.buttonText ?? tab.buttonText( i18n ),
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
