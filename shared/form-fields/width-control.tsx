import { BaseControl, Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FIELD_WIDTHS, safeFieldWidth } from './width';

interface Props {
	width: number;
	onChange: ( width: number ) => void;
}

/** The field's width: 25, 50, 75 or 100 percent of the form, one pressed button each. */
export function WidthControl( { width, onChange }: Props ) {
	const current = safeFieldWidth( width );
	const label = __( 'Field width', 'tessera' );
	return (
		<BaseControl __nextHasNoMarginBottom>
			<BaseControl.VisualLabel>{ label }</BaseControl.VisualLabel>
			<div
				role="group"
				aria-label={ label }
				className="tessera-field-width-control"
				style={ { display: 'flex', gap: '4px' } }
			>
				{ FIELD_WIDTHS.map( ( choice ) => (
					<Button
						key={ choice }
						size="compact"
						variant={ choice === current ? 'primary' : 'secondary' }
						isPressed={ choice === current }
						onClick={ () => onChange( choice ) }
					>
						{
							/* translators: %d: a width in percent. */
							sprintf( __( '%d%%', 'tessera' ), choice )
						}
					</Button>
				) ) }
			</div>
		</BaseControl>
	);
}
