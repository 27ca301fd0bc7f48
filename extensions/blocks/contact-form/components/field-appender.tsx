import { Inserter, store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { Icon, plus } from '@wordpress/icons';
import { isSubmitButton, type ChildBlock } from '../consent';

interface Child extends ChildBlock {
	clientId: string;
}

/**
 * The form's '+': core's block appender, except that what it inserts goes above the submit button
 * (the inserter places a block at the index of the `clientId` it is given) rather than at the end.
 *
 * @param props          The form.
 * @param props.clientId The form block's client ID.
 */
export default function FieldAppender( { clientId }: { clientId: string } ) {
	const submitId = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getBlocks( clientId ) as Child[]
			 ).find( isSubmitButton )?.clientId,
		[ clientId ]
	);
	return (
		<Inserter
			position="bottom center"
			rootClientId={ clientId }
			clientId={ submitId }
			isAppender
			__experimentalIsQuick
			renderToggle={ ( { onToggle, isOpen, disabled } ) => (
				<Button
					__next40pxDefaultSize
					className="block-editor-button-block-appender"
					onClick={ onToggle }
					aria-haspopup="true"
					aria-expanded={ isOpen }
					disabled={ disabled }
					label={ __( 'Add a field', 'tessera' ) }
					showTooltip
				>
					<Icon icon={ plus } />
				</Button>
			) }
		/>
	);
}
