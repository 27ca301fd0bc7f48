import { BaseControl, Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { percentLabel } from '../locale/percent';
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
				// Four equal columns that may be narrower than a button's padded text:
				// « 100 % » is wider than "100%", and four buttons each as wide as its
				// text and padding ran out of the sidebar in French.
				style={ {
					display: 'grid',
					gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
					gap: '4px',
				} }
			>
				{ FIELD_WIDTHS.map( ( choice ) => (
					<Button
						key={ choice }
						size="compact"
						variant={ choice === current ? 'primary' : 'secondary' }
						isPressed={ choice === current }
						onClick={ () => onChange( choice ) }
						style={ { justifyContent: 'center', paddingInline: 0 } }
					>
						{ percentLabel( choice ) }
					</Button>
				) ) }
			</div>
		</BaseControl>
	);
}
