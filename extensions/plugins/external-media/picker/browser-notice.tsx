import { Notice } from '@wordpress/components';

/** The browser's error, above the grid (it goes with the next fresh request). */
export function BrowserNotice( { notice }: { notice: string | null } ) {
	if ( ! notice ) {
		return null;
	}
	return (
		<Notice status="error" isDismissible={ false }>
			{ notice }
		</Notice>
	);
}
