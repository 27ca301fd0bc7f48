import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';

import { formatCurrency } from '../../../shared/currency';
import { customAmountPlaceholder } from './amounts';
import { hasAllPlans } from './plans';
import {
	defaultChooseAmountText,
	defaultCustomAmountText,
	SOURCE_LANGUAGE,
	tabSettings,
	tabTexts,
	visibleTabs,
} from './tabs';
import type { DonationsAttributes } from './types';

/** RichText's saved form, which the package's types leave out. */
const RichTextContent = (
	RichText as unknown as {
		Content: ComponentType< {
			tagName: string;
			value: string;
			className?: string;
			href?: string;
		} >;
	}
 ).Content;

/**
 * The saved markup: every visible tab's texts and amounts, with the donate buttons leading to the
 * post (the visitor page renders the working form from the attributes). Nothing is saved until
 * each tab has a product, since the block cannot take a donation before that. Texts the author
 * left at their defaults are saved in English, the code's language, not the editor's: markup
 * saved in French would be invalid for an English editor, and the other way round.
 */
export default function save( {
	attributes,
}: {
	attributes: DonationsAttributes;
} ) {
	if ( ! hasAllPlans( attributes ) ) {
		return null;
	}
	const { currency, showCustomAmount, fallbackLinkUrl } = attributes;
	const tabs = visibleTabs( attributes );
	return (
		<div { ...useBlockProps.save() }>
			<div className="donations__container">
				{ tabs.length > 1 && (
					<div className="donations__nav">
						{ tabs.map( ( tab ) => (
							<div
								key={ tab.key }
								role="button"
								tabIndex={ 0 }
								className="donations__nav-item"
								data-interval={ tab.interval }
							>
								{ tab.label( SOURCE_LANGUAGE ) }
							</div>
						) ) }
					</div>
				) }
				<div className="donations__content">
					<div className="donations__tab">
						{ tabs.map( ( tab ) => {
							const texts = tabTexts(
								tab,
								tabSettings( attributes, tab.key ),
								SOURCE_LANGUAGE
							);
							return (
								<div
									key={ tab.key }
									className={ `donations__${ tab.slug }-item` }
								>
									<RichTextContent
										tagName="h4"
										value={ texts.heading }
									/>
									<RichTextContent
										tagName="p"
										value={
											attributes.chooseAmountText ??
											defaultChooseAmountText(
												SOURCE_LANGUAGE
											)
										}
									/>
									<div className="donations__amounts">
										{ texts.amounts.map( ( amount, i ) => (
											<div
												key={ i }
												className="donations__amount"
												data-amount={ amount }
											>
												{ formatCurrency(
													amount,
													currency
												) }
											</div>
										) ) }
									</div>
									{ showCustomAmount && (
										<>
											<RichTextContent
												tagName="p"
												value={
													attributes.customAmountText ??
													defaultCustomAmountText(
														SOURCE_LANGUAGE
													)
												}
											/>
											<div
												className="donations__amount donations__custom-amount"
												data-currency={ currency }
												data-empty-text={ formatCurrency(
													customAmountPlaceholder(
														currency
													),
													currency
												) }
											/>
										</>
									) }
									<hr className="donations__separator" />
									<RichTextContent
										tagName="p"
										value={ texts.extraText }
									/>
									<div className="wp-block-button donations__donate-button-wrapper">
										<RichTextContent
											tagName="a"
											className="wp-block-button__link donations__donate-button"
											href={ fallbackLinkUrl }
											value={ texts.buttonText }
										/>
									</div>
								</div>
							);
						} ) }
					</div>
				</div>
			</div>
		</div>
	);
}
