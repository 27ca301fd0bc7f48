import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import { embedUrl } from '../parse';
import type { EmbedOptions } from '../parse';

interface Props extends EmbedOptions {
	url: string;
	isSelected: boolean;
}

/**
 * The inline widget: the scheduling page in an iframe. Until the block is selected and clicked,
 * an overlay takes the click, so the first click selects the block instead of the calendar.
 */
export default function InlinePreview( {
	url,
	isSelected,
	...options
}: Props ) {
	const hosts = useServiceHosts();
	const [ interactive, setInteractive ] = useState( false );
	if ( ! hosts ) {
		return null;
	}
	const src = serviceUrl(
		embedUrl( url, options, window.location.host ),
		hosts,
		window.location.origin
	);
	return (
		<div className="wp-block-tessera-calendly__preview">
			<iframe
				src={ src }
				title={ __( 'Calendly', 'tessera' ) }
				height="630"
			/>
			{ ! ( interactive && isSelected ) && (
				// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer-only shield; the block itself is reached by keyboard.
				<div
					className="block-library-embed__interactive-overlay"
					onMouseUp={ () => setInteractive( true ) }
				/>
			) }
		</div>
	);
}
