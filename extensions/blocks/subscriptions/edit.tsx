import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import SubscriptionsInspector from './components/subscriptions-inspector';
import {
	buttonStyle,
	fieldStyle,
	optionsFromAttributes,
	presetClasses,
	subscriberCountText,
	type Declaration,
} from './form-html';
import { shownText } from './texts';
import type { SubscriptionsAttributes } from './types';
import { useSubscriberCount } from './use-subscriber-count';

/** CSS declarations as a React style object (`border-radius` becomes `borderRadius`). */
function reactStyle( entries: Declaration[] ): CSSProperties {
	return Object.fromEntries(
		entries
			.filter( ( [ , value ] ) => value !== undefined && value !== '' )
			.map( ( [ name, value ] ) => [
				name.replace( /-([a-z])/g, ( _, letter: string ) =>
					letter.toUpperCase()
				),
				value,
			] )
	);
}

export default function SubscriptionsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< SubscriptionsAttributes > ) {
	const count = useSubscriberCount();
	const options = optionsFromAttributes( attributes );
	const blockProps = useBlockProps( {
		className: attributes.buttonOnNewLine
			? 'is-button-on-new-line'
			: 'is-button-inline',
	} );
	return (
		<div { ...blockProps }>
			<SubscriptionsInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				count={ count }
			/>
			<div className="tessera-subscription-form__row">
				<input
					type="text"
					className={ [
						'tessera-subscription-form__placeholder',
						...presetClasses( options, 'email' ),
					].join( ' ' ) }
					aria-label={ __( 'Email field placeholder', 'tessera' ) }
					value={ shownText( attributes, 'subscribePlaceholder' ) }
					onChange={ ( event ) =>
						setAttributes( {
							subscribePlaceholder: event.target.value,
						} )
					}
					style={ reactStyle( fieldStyle( options ) ) }
				/>
				<RichText
					tagName="div"
					className={ [
						'wp-block-button__link',
						...presetClasses( options, 'button' ),
					].join( ' ' ) }
					aria-label={ __( 'Button text', 'tessera' ) }
					placeholder={ __( 'Subscribe', 'tessera' ) }
					value={ shownText( attributes, 'submitButtonText' ) }
					allowedFormats={ [] }
					withoutInteractiveFormatting
					disableLineBreaks
					onChange={ ( text: string ) =>
						setAttributes( { submitButtonText: text } )
					}
					style={ reactStyle( buttonStyle( options ) ) }
				/>
			</div>
			{ attributes.showSubscribersTotal && count !== undefined && (
				<p className="tessera-subscription-form__count">
					{ subscriberCountText(
						count,
						document.documentElement.lang
					) }
				</p>
			) }
		</div>
	);
}
