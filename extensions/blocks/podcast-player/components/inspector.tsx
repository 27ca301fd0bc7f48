import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { PodcastEpisodeOption } from '../../../../shared/podcast-feed/types';
import {
	DEFAULT_ITEMS,
	MAX_ITEMS,
	MIN_ITEMS,
} from '../../../../shared/podcast-feed/limits';
import type { ColorKind } from '../colors';
import { colorChange, colorValue } from '../color-attributes';
import type { PodcastPlayerAttributes } from '../types';

interface Props {
	attributes: PodcastPlayerAttributes;
	setAttributes: ( attributes: Partial< PodcastPlayerAttributes > ) => void;
	options: PodcastEpisodeOption[];
	onEpisodeChange: ( guid: string ) => void;
	palette: Array< { slug: string; color: string } >;
}

const COLOR_LABELS: Record< ColorKind, () => string > = {
	primary: () => __( 'Primary Color', 'tessera' ),
	secondary: () => __( 'Secondary Color', 'tessera' ),
	background: () => __( 'Background Color', 'tessera' ),
};

/** The sidebar: how many episodes or which one, what to show, and the colours. */
export default function Inspector( {
	attributes,
	setAttributes,
	options,
	onEpisodeChange,
	palette,
}: Props ) {
	const selected = attributes.selectedEpisodes[ 0 ]?.guid;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Podcast settings', 'tessera' ) }>
				<RangeControl
					label={ __( 'Number of items', 'tessera' ) }
					value={ attributes.itemsToShow }
					onChange={ ( value ) =>
						setAttributes( {
							itemsToShow: Math.min(
								MAX_ITEMS,
								Math.max( MIN_ITEMS, value ?? DEFAULT_ITEMS )
							),
						} )
					}
					min={ MIN_ITEMS }
					max={ MAX_ITEMS }
					disabled={ !! selected }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __( 'Episode', 'tessera' ) }
					value={ selected ?? '' }
					options={ [
						{ label: __( 'Default', 'tessera' ), value: '' },
						...options,
					] }
					onChange={ onEpisodeChange }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Show Cover Art', 'tessera' ) }
					checked={ attributes.showCoverArt }
					onChange={ ( showCoverArt ) =>
						setAttributes( { showCoverArt } )
					}
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Show Episode Title', 'tessera' ) }
					checked={ attributes.showEpisodeTitle }
					onChange={ ( showEpisodeTitle ) =>
						setAttributes( { showEpisodeTitle } )
					}
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Show Episode Description', 'tessera' ) }
					checked={ attributes.showEpisodeDescription }
					onChange={ ( showEpisodeDescription ) =>
						setAttributes( { showEpisodeDescription } )
					}
					__nextHasNoMarginBottom
				/>
			</PanelBody>
			<PanelColorSettings
				title={ __( 'Color Settings', 'tessera' ) }
				colorSettings={ (
					[ 'primary', 'secondary', 'background' ] as const
				 ).map( ( kind ) => ( {
					label: COLOR_LABELS[ kind ](),
					value: colorValue( attributes, kind, palette ),
					onChange: ( value?: string ) =>
						setAttributes(
							colorChange(
								kind,
								value,
								palette
							) as Partial< PodcastPlayerAttributes >
						),
				} ) ) }
			/>
		</InspectorControls>
	);
}
