import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { isCalendarUrl, safeHeight } from './saved-values';
import type { GoogleCalendarAttributes } from './types';

/** The calendar's embed page in a frame of the chosen height. */
export default function save( {
	attributes,
}: BlockSaveProps< GoogleCalendarAttributes > ) {
	if ( ! isCalendarUrl( attributes.url ) ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<iframe
				src={ attributes.url }
				title="Google Calendar"
				height={ safeHeight( attributes.height ) }
				loading="lazy"
			/>
		</div>
	);
}
