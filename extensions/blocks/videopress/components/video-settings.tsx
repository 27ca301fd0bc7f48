import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { VideoAttributes } from '../types';

type Settings = Pick<
	VideoAttributes,
	'autoplay' | 'loop' | 'muted' | 'controls' | 'playsinline' | 'preload'
>;

const PRELOADS = [ 'auto', 'metadata', 'none' ] as const;

/** 'Video Settings': playback options, preload and the autoplay warning. */
export function VideoSettings( {
	attributes,
	setAttributes,
}: {
	attributes: Settings;
	setAttributes: ( next: Partial< Settings > ) => void;
} ) {
	const toggle = (
		name: keyof Omit< Settings, 'preload' >,
		label: string,
		help?: string
	) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			checked={ !! attributes[ name ] }
			onChange={ ( value ) => setAttributes( { [ name ]: value } ) }
		/>
	);
	return (
		<PanelBody title={ __( 'Video Settings', 'tessera' ) }>
			{ toggle(
				'autoplay',
				__( 'Autoplay', 'tessera' ),
				__(
					'Note: Autoplaying videos may cause usability issues for some visitors.',
					'tessera'
				)
			) }
			{ toggle( 'loop', __( 'Loop', 'tessera' ) ) }
			{ toggle( 'muted', __( 'Muted', 'tessera' ) ) }
			{ toggle( 'controls', __( 'Playback Controls', 'tessera' ) ) }
			{ toggle( 'playsinline', __( 'Play inline', 'tessera' ) ) }
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Preload', 'tessera' ) }
				value={ attributes.preload as string }
				options={
					[
						{ value: 'auto', label: __( 'Auto', 'tessera' ) },
						{
							value: 'metadata',
							label: __( 'Metadata', 'tessera' ),
						},
						{ value: 'none', label: __( 'None', 'tessera' ) },
					] as { value: string; label: string }[]
				}
				onChange={ ( value: string ) =>
					PRELOADS.includes(
						value as ( typeof PRELOADS )[ number ]
					) &&
					setAttributes( { preload: value as Settings[ 'preload' ] } )
				}
			/>
		</PanelBody>
	);
}
