import { BlockControls } from '@wordpress/block-editor';
import { ToggleControl, ToolbarButton } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Path, SVG } from '@wordpress/primitives';

const asterisk = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M11 4h2v5.27l4.56-2.63 1 1.73L14 11l4.56 2.63-1 1.73L13 12.73V18h-2v-5.27l-4.56 2.63-1-1.73L10 11 5.44 8.37l1-1.73L11 9.27V4z" />
	</SVG>
);

interface Props {
	required: boolean;
	onChange: ( required: boolean ) => void;
}

/** The block toolbar's 'Required' button, pressed while the field is required. */
export function RequiredToolbarButton( { required, onChange }: Props ) {
	return (
		<BlockControls group="block">
			<ToolbarButton
				icon={ asterisk }
				label={ __( 'Required', 'tessera' ) }
				isPressed={ required }
				onClick={ () => onChange( ! required ) }
			/>
		</BlockControls>
	);
}

/** The same choice in the sidebar. */
export function RequiredToggle( { required, onChange }: Props ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Field is required', 'tessera' ) }
			checked={ required }
			onChange={ onChange }
		/>
	);
}
