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

/** block.json's types, with each tab's object typed in full (its default names only a part). */
export type DonationsAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	TabKey
> &
	Record< TabKey, DonationTab >;
export type DonationInterval = 'one-time' | '1 month' | '1 year';
