import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	ToggleControl,
	ToolbarDropdownMenu,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { check } from '@wordpress/icons';
import { AD_FORMATS, adFormat } from '../../../shared/wordads/formats';
import { hidesOnMobile } from './rules';
import { advertisementsLabel, formatName } from './labels';
import type { WordAdsAttributes } from './types';

export default function WordAdsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< WordAdsAttributes > ) {
	const format = adFormat( attributes.format );
	const blockProps = useBlockProps();

	return (
		<div { ...blockProps }>
			<BlockControls group="block">
				<ToolbarDropdownMenu
					icon={ null }
					text={ formatName( format.tag ) }
					label={ __( 'Pick an ad format', 'tessera' ) }
					controls={ AD_FORMATS.map( ( option ) => ( {
						title: formatName( option.tag ),
						icon: option.tag === format.tag ? check : undefined,
						isActive: option.tag === format.tag,
						onClick: () => setAttributes( { format: option.tag } ),
					} ) ) }
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility', 'tessera' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Hide on mobile', 'tessera' ) }
						help={ __(
							'Hides this block for site visitors on mobile devices.',
							'tessera'
						) }
						checked={ hidesOnMobile( attributes.hideMobile ) }
						onChange={ ( value ) =>
							setAttributes( { hideMobile: !! value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div
				className="wp-block-tessera-wordads__placeholder"
				style={ { width: format.width, height: format.height } }
			>
				<strong>{ advertisementsLabel() }</strong>
				<span>{ formatName( format.tag ) }</span>
			</div>
		</div>
	);
}
