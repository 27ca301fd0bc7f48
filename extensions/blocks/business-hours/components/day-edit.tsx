import {
	Button,
	TextControl,
	ToggleControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { __, sprintf } from '@wordpress/i18n';
import { Icon, caution, trash } from '@wordpress/icons';
import { addInterval, removeInterval, setOpen, setTime } from '../day-changes';
import { dayProblems } from '../hours';
import type { Day, Interval } from '../types';

interface Props {
	day: Day;
	/** The day's name in the site language. */
	label: string;
	onChange: ( day: Day ) => void;
}

/** The warnings a day's hours get: shown as entered, but flagged. */
function problemMessages( day: Day ): string[] {
	const { overlap, reversed } = dayProblems( day );
	const messages: string[] = [];
	if ( overlap ) {
		messages.push( __( 'Some of these hours overlap.', 'tessera' ) );
	}
	if ( reversed ) {
		messages.push(
			__(
				'A closing time is not after its opening time, so those hours run past midnight.',
				'tessera'
			)
		);
	}
	return messages;
}

/** The accessible prefix of an interval's fields: the day, and which interval after the first. */
function intervalName( label: string, index: number ): string {
	return index === 0
		? label
		: sprintf(
				/* translators: 1: day name, 2: number of the interval within the day, from 2. */
				__( '%1$s, hours %2$d', 'tessera' ),
				label,
				index + 1
			);
}

/** One day of the week in the editor: open/closed toggle, its intervals, 'Add Hours'. */
export default function DayEdit( { day, label, onChange }: Props ) {
	const id = useInstanceId( DayEdit, 'tessera-business-hours-day' );
	const isOpen = day.hours.length > 0;
	const problems = problemMessages( day );
	const warningId = `${ id }-warning`;
	const fieldLabel = ( index: number, text: string ) => (
		<>
			<VisuallyHidden>{ intervalName( label, index ) } </VisuallyHidden>
			{ text }
		</>
	);
	const timeField = (
		interval: Interval,
		index: number,
		key: keyof Interval
	) => (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="time"
			className={ `wp-block-tessera-business-hours__${ key }` }
			label={ fieldLabel(
				index,
				key === 'opening'
					? __( 'Opening', 'tessera' )
					: __( 'Closing', 'tessera' )
			) }
			value={ interval[ key ] }
			aria-describedby={ problems.length ? warningId : undefined }
			onChange={ ( value: string ) =>
				onChange( setTime( day, index, key, value ) )
			}
		/>
	);

	return (
		<div
			role="group"
			aria-labelledby={ `${ id }-name` }
			className={ `wp-block-tessera-business-hours__day-edit${
				isOpen ? '' : ' is-closed'
			}${ problems.length ? ' has-warning' : '' }` }
		>
			<div
				id={ `${ id }-name` }
				className="wp-block-tessera-business-hours__day-name"
			>
				{ label }
			</div>
			<div className="wp-block-tessera-business-hours__toggle">
				<ToggleControl
					__nextHasNoMarginBottom
					label={
						isOpen
							? __( 'Open', 'tessera' )
							: __( 'Closed', 'tessera' )
					}
					checked={ isOpen }
					onChange={ ( open: boolean ) =>
						onChange( setOpen( day, open ) )
					}
				/>
			</div>
			{ isOpen && (
				<div className="wp-block-tessera-business-hours__intervals">
					{ day.hours.map( ( interval, index ) => (
						<div
							key={ index }
							className="wp-block-tessera-business-hours__interval-edit"
						>
							{ timeField( interval, index, 'opening' ) }
							{ timeField( interval, index, 'closing' ) }
							{ day.hours.length > 1 && (
								<Button
									size="small"
									icon={ trash }
									label={ __( 'Remove Hours', 'tessera' ) }
									describedBy={ intervalName( label, index ) }
									className="wp-block-tessera-business-hours__remove"
									onClick={ () =>
										onChange( removeInterval( day, index ) )
									}
								/>
							) }
						</div>
					) ) }
					<Button
						variant="link"
						className="wp-block-tessera-business-hours__add"
						describedBy={ label }
						onClick={ () => onChange( addInterval( day ) ) }
					>
						{ __( 'Add Hours', 'tessera' ) }
					</Button>
				</div>
			) }
			{ problems.length > 0 && (
				<div
					id={ warningId }
					className="wp-block-tessera-business-hours__warning"
				>
					<Icon icon={ caution } size={ 20 } />
					<span>
						<VisuallyHidden>
							{ sprintf(
								/* translators: %s: day name. */
								__( 'Warning for %s:', 'tessera' ),
								label
							) }{ ' ' }
						</VisuallyHidden>
						{ problems.join( ' ' ) }
					</span>
				</div>
			) }
		</div>
	);
}
