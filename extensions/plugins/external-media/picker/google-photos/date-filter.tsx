import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MIN_YEAR,
	WHOLE_YEAR,
	canApplyPeriod,
	type DateFilter as DateFilterValue,
	type DateRange,
} from '../../../../../shared/external-media/filters';

function rangeOptions(): Array< { value: DateRange; label: string } > {
	return [
		{ value: 'any', label: __( 'Any time', 'tessera' ) },
		{ value: 'last7Days', label: __( 'Last 7 days', 'tessera' ) },
		{ value: 'last30Days', label: __( 'Last 30 days', 'tessera' ) },
		{ value: 'last6Months', label: __( 'Last 6 months', 'tessera' ) },
		{ value: 'lastYear', label: __( 'Last 1 year', 'tessera' ) },
		{ value: 'custom', label: __( 'Specific month or year', 'tessera' ) },
	];
}

function monthOptions() {
	const names = Array.from( { length: 12 }, ( _, month ) =>
		new Date( 2000, month, 1 ).toLocaleString( undefined, {
			month: 'long',
		} )
	);
	return [
		{ value: String( WHOLE_YEAR ), label: __( 'Any month', 'tessera' ) },
		...names.map( ( label, month ) => ( {
			value: String( month ),
			label,
		} ) ),
	];
}

interface DateFilterProps {
	value: DateFilterValue;
	disabled: boolean;
	onChange: ( value: DateFilterValue ) => void;
}

/**
 * The time period: a recent range, or a month (or a whole year) applied with Apply, which is
 * offered only once the month or year differs from the period in use.
 */
export function DateFilter( { value, disabled, onChange }: DateFilterProps ) {
	const now = new Date();
	const [ month, setMonth ] = useState( value.month ?? now.getMonth() );
	const [ year, setYear ] = useState( value.year ?? now.getFullYear() );
	return (
		<div className="tessera-external-media__date-filter">
			<SelectControl
				label={ __( 'Filter by time period', 'tessera' ) }
				value={ value.range }
				options={ rangeOptions() }
				disabled={ disabled }
				onChange={ ( range ) =>
					onChange(
						range === 'custom'
							? { range, month, year }
							: { range: range as DateRange }
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ value.range === 'custom' && (
				<>
					<SelectControl
						label={ __( 'Month', 'tessera' ) }
						value={ String( month ) }
						options={ monthOptions() }
						disabled={ disabled }
						onChange={ ( m ) => setMonth( Number( m ) ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Year', 'tessera' ) }
						type="number"
						min={ MIN_YEAR }
						value={ Number.isNaN( year ) ? '' : String( year ) }
						disabled={ disabled }
						onChange={ ( y ) =>
							setYear( Number.parseInt( y, 10 ) )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<Button
						variant="secondary"
						disabled={
							disabled || ! canApplyPeriod( value, month, year )
						}
						onClick={ () =>
							onChange( { range: 'custom', month, year } )
						}
						__next40pxDefaultSize
					>
						{ __( 'Apply', 'tessera' ) }
					</Button>
				</>
			) }
		</div>
	);
}
