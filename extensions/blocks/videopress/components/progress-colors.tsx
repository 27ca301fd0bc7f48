import { useSettings } from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	ColorPalette,
	PanelBody,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { safeColor } from '../../../../shared/colors/safe-color';
import type { VideoAttributes } from '../types';

type Colors = Pick<
	VideoAttributes,
	'seekbarColor' | 'seekbarLoadingColor' | 'seekbarPlayedColor'
>;

/**
 * 'Progress Colors': the seekbar's main, loaded and progress colours, picked here and applied
 * together with 'Save colors' (each change would otherwise reload the player).
 */
export function ProgressColors( {
	clientId,
	colors,
	setAttributes,
}: {
	clientId: string;
	colors: Colors;
	setAttributes: ( next: Colors ) => void;
} ) {
	const [ draft, setDraft ] = useState< Colors >( colors );
	const { seekbarColor, seekbarLoadingColor, seekbarPlayedColor } = colors;
	useEffect(
		() =>
			setDraft( {
				seekbarColor,
				seekbarLoadingColor,
				seekbarPlayedColor,
			} ),
		[ seekbarColor, seekbarLoadingColor, seekbarPlayedColor ]
	);
	const [ palette = [] ] = useSettings( 'color.palette' ) as [
		Array< { name: string; slug: string; color: string } > | undefined,
	];
	const rows: [ keyof Colors, string ][] = [
		[ 'seekbarColor', __( 'Main', 'tessera' ) ],
		[ 'seekbarLoadingColor', __( 'Loaded', 'tessera' ) ],
		[ 'seekbarPlayedColor', __( 'Progress', 'tessera' ) ],
	];
	return (
		<PanelBody
			title={ __( 'Progress Colors', 'tessera' ) }
			initialOpen={ false }
		>
			{ rows.map( ( [ name, label ] ) => (
				<BaseControl
					key={ name }
					__nextHasNoMarginBottom
					id={ `${ clientId }-${ name }` }
					label={ label }
				>
					<ColorPalette
						colors={ palette }
						value={ draft[ name ] || undefined }
						onChange={ ( color ) =>
							setDraft( {
								...draft,
								[ name ]: safeColor( color ) ?? '',
							} )
						}
					/>
				</BaseControl>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => setAttributes( draft ) }
			>
				{ __( 'Save colors', 'tessera' ) }
			</Button>
		</PanelBody>
	);
}
