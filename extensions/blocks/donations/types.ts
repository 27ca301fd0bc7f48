import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	chooseAmountText: 'string',
	customAmountText: 'string',
	fallbackLinkUrl: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type DonationsAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

/** One tab's settings: shown or not, its product, its three amounts and its texts. */
export interface DonationTab {
	show?: boolean;
	planId?: number | null;
	amounts?: number[];
	heading?: string;
	extraText?: string;
	buttonText?: string;
}

export type TabKey = 'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';
export type DonationInterval = 'one-time' | '1 month' | '1 year';
