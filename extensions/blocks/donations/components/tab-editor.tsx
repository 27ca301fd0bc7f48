import { RichText } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';

import { formatCurrency } from '../../../../shared/currency';
import { customAmountPlaceholder } from '../amounts';
import {
	defaultChooseAmountText,
	defaultCustomAmountText,
	tabTexts,
	type TabDefinition,
} from '../tabs';
import type { DonationTab, DonationsAttributes } from '../types';
import { AmountInput } from './amount-input';

interface Props {
	tab: TabDefinition;
	settings: DonationTab;
	attributes: DonationsAttributes;
	setTab: ( changes: Partial< DonationTab > ) => void;
	setAttributes: ( changes: Partial< DonationsAttributes > ) => void;
}

const NO_FORMATS: string[] = [];

/** One tab in the editor: its heading, tiers, custom amount line, extra text and button. */
export function TabEditor( {
	tab,
	settings,
	attributes,
	setTab,
	setAttributes,
}: Props ) {
	const { currency, showCustomAmount } = attributes;
	const texts = tabTexts( tab, settings );
	return (
		<div className={ `donations__tab donations__${ tab.slug }-item` }>
			<RichText
				tagName="h4"
				aria-label={ __( 'Donation heading', 'tessera' ) }
				allowedFormats={ NO_FORMATS }
				value={ texts.heading }
				onChange={ ( heading ) => setTab( { heading } ) }
			/>
			<RichText
				tagName="p"
				aria-label={ __( 'Amount choice text', 'tessera' ) }
				allowedFormats={ NO_FORMATS }
				value={
					attributes.chooseAmountText ?? defaultChooseAmountText()
				}
				onChange={ ( chooseAmountText ) =>
					setAttributes( { chooseAmountText } )
				}
			/>
			<div className="donations__amounts">
				{ texts.amounts.map( ( amount, index ) => (
					<AmountInput
						key={ index }
						amount={ amount }
						currency={ currency }
						label={ sprintf(
							/* translators: %d: 1, 2 or 3. */
							__( 'Amount %d', 'tessera' ),
							index + 1
						) }
						onChange={ ( value ) => {
							const amounts = [ ...texts.amounts ];
							amounts[ index ] = value;
							setTab( { amounts } );
						} }
					/>
				) ) }
			</div>
			{ showCustomAmount && (
				<>
					<RichText
						tagName="p"
						aria-label={ __( 'Custom amount text', 'tessera' ) }
						allowedFormats={ NO_FORMATS }
						value={
							attributes.customAmountText ??
							defaultCustomAmountText()
						}
						onChange={ ( customAmountText ) =>
							setAttributes( { customAmountText } )
						}
					/>
					<div className="donations__amount donations__custom-amount is-placeholder">
						{ formatCurrency(
							customAmountPlaceholder( currency ),
							currency
						) }
					</div>
				</>
			) }
			<hr className="donations__separator" />
			<RichText
				tagName="p"
				aria-label={ __( 'Additional information', 'tessera' ) }
				allowedFormats={ NO_FORMATS }
				value={ texts.extraText }
				onChange={ ( extraText ) => setTab( { extraText } ) }
			/>
			<div className="wp-block-button donations__donate-button-wrapper">
				<RichText
					tagName="div"
					className="wp-block-button__link donations__donate-button"
					aria-label={ __( 'Button text', 'tessera' ) }
					allowedFormats={ NO_FORMATS }
					value={ texts.buttonText }
					onChange={ ( buttonText ) => setTab( { buttonText } ) }
				/>
			</div>
		</div>
	);
}
