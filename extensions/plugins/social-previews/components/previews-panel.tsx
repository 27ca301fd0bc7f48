import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The panel body in the sidebar and the pre-publish panel: what the previews are, and 'Preview'. */
export function PreviewsPanel( { onOpen }: { onOpen: () => void } ) {
	return (
		<div className="tessera-social-previews__panel">
			<p>
				{ __(
					'Preview what this will look like on social networks and Google search.',
					'tessera'
				) }
			</p>
			<Button variant="secondary" onClick={ onOpen }>
				{ __( 'Preview', 'tessera' ) }
			</Button>
		</div>
	);
}
