import {
	BaseControl,
	Button,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis -- the unit control has no stable export yet
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { percentLabel } from '../../../../shared/locale/percent';
import {
	MAX_PERCENT_WIDTH,
	WIDTH_PRESETS,
	clampWidth,
	isFloated,
	parseWidth,
	widthUnitsFor,
} from '../rules';
import type { WidthUnit } from '../rules';

const UNIT_DEFAULTS = { px: 150, '%': 100, em: 10 };

interface Props {
	align?: string;
	width?: string;
	onChange: ( width: string | undefined ) => void;
}

/**
 * The width presets (25, 50, 75, 100 %; not offered to a floated button) and a custom width in
 * px, % or em (px and em only when the button is aligned left or right; at most 100 %).
 * Clicking the selected preset again removes the width.
 */
export default function WidthControl( { align, width, onChange }: Props ) {
	const floated = isFloated( align );
	const units = widthUnitsFor( align ).map( ( unit ) => ( {
		value: unit,
		label: unit,
		default: UNIT_DEFAULTS[ unit ],
	} ) );
	const current = parseWidth( width );
	const [ chosenUnit, setChosenUnit ] = useState< WidthUnit >(
		current?.unit ?? 'px'
	);
	// The unit shown: the width's own, else the one last picked, if the alignment allows it.
	const unit =
		current?.unit ??
		( widthUnitsFor( align ).includes( chosenUnit ) ? chosenUnit : 'px' );

	// A number typed into an empty field comes without a unit: it takes the one shown.
	const changeCustom = ( next?: string ) => {
		if ( ! next ) {
			onChange( undefined );
			return;
		}
		onChange( clampWidth( /^[\d.]+$/.test( next ) ? next + unit : next ) );
	};

	const changeUnit = ( nextUnit?: string ) => {
		const picked = widthUnitsFor( align ).find( ( u ) => u === nextUnit );
		if ( ! picked ) {
			return;
		}
		setChosenUnit( picked );
		if ( current ) {
			onChange( clampWidth( `${ current.amount }${ picked }` ) );
		}
	};

	return (
		<BaseControl __nextHasNoMarginBottom>
			<BaseControl.VisualLabel>
				{ __( 'Button width', 'tessera' ) }
			</BaseControl.VisualLabel>
			<div className="tessera-button__width-settings">
				{ ! floated && (
					<div
						className="tessera-button__width-presets"
						role="group"
						aria-label={ __( 'Percentage width', 'tessera' ) }
					>
						{ WIDTH_PRESETS.map( ( preset ) => (
							<Button
								key={ preset }
								size="small"
								variant={
									preset === width ? 'primary' : 'secondary'
								}
								aria-pressed={ preset === width }
								onClick={ () =>
									onChange(
										preset === width ? undefined : preset
									)
								}
							>
								{ percentLabel( parseInt( preset, 10 ) ) }
							</Button>
						) ) }
					</div>
				) }
				<UnitControl
					label={ __( 'Custom width', 'tessera' ) }
					className="tessera-button__custom-width"
					value={ width ?? '' }
					unit={ unit }
					units={ units }
					min={ 0 }
					max={ unit === '%' ? MAX_PERCENT_WIDTH : undefined }
					onChange={ changeCustom }
					onUnitChange={ changeUnit }
					__next40pxDefaultSize
				/>
			</div>
		</BaseControl>
	);
}
