import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { visibilityNotice } from './labels';
import { parseThreshold, safeCriteria, safeThreshold } from './rule';
import type { RepeatVisitorAttributes } from './types';

export default function RepeatVisitorEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RepeatVisitorAttributes > ) {
	const criteria = safeCriteria( attributes.criteria );
	const threshold = safeThreshold( attributes.threshold );
	const [ typed, setTyped ] = useState( String( threshold ) );
	const isValid = parseThreshold( typed ) !== undefined;
	// A threshold changed elsewhere (undo, a pasted copy of the block) replaces what was typed.
	useEffect( () => {
		setTyped( ( text ) =>
			parseThreshold( text ) === threshold ? text : String( threshold )
		);
	}, [ threshold ] );
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( {
		className: 'wp-block-tessera-repeat-visitor__content',
	} );

	const onThresholdChange = ( text: string ) => {
		setTyped( text );
		const value = parseThreshold( text );
		if ( value !== undefined ) {
			setAttributes( { threshold: value } );
		}
	};

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility settings', 'tessera' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Visit count threshold', 'tessera' ) }
						inputMode="numeric"
						value={ typed }
						onChange={ onThresholdChange }
						help={
							isValid
								? undefined
								: __(
										'Please enter a valid number.',
										'tessera'
									)
						}
					/>
					<RadioControl
						label={ __( 'Visibility', 'tessera' ) }
						selected={ criteria }
						options={ [
							{
								label: __( 'Show after threshold', 'tessera' ),
								value: 'after-visits',
							},
							{
								label: __( 'Show before threshold', 'tessera' ),
								value: 'before-visits',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( { criteria: safeCriteria( value ) } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Notice
				status="info"
				isDismissible={ false }
				className="wp-block-tessera-repeat-visitor__notice"
			>
				{ visibilityNotice( criteria, threshold ) }
			</Notice>
			<div { ...innerBlocksProps } />
		</div>
	);
}
