import { createHigherOrderComponent } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { blockWarningMessage } from '../../../../shared/tweetstorm/thread';
import type { BlockWarning } from '../../../../shared/tweetstorm/types';
import { STORE_NAME } from './store';

const HOOK = 'tessera/tweetstorm-block-warnings';

function BlockWarnings( { clientId }: { clientId: string } ) {
	const warnings = useSelect(
		( select ) =>
			(
				select( STORE_NAME ) as {
					getBlockWarnings: ( id: string ) => BlockWarning[];
				}
			 ).getBlockWarnings( clientId ),
		[ clientId ]
	);
	if ( ! warnings.length ) {
		return null;
	}
	return (
		<ul className="tessera-tweetstorm-warnings" role="note">
			{ warnings.map( ( warning ) => (
				<li key={ warning.kind }>{ blockWarningMessage( warning.kind ) }</li>
			) ) }
		</ul>
	);
}

const withWarnings = createHigherOrderComponent(
	( BlockEdit: ComponentType< { clientId: string } > ) =>
		function WithTweetstormWarnings( props: { clientId: string } ) {
			return (
				<>
					<BlockEdit { ...props } />
					<BlockWarnings clientId={ props.clientId } />
				</>
			);
		},
	'withTweetstormWarnings'
);

/** Shows under each block what the thread loses of it, while thread mode is on. */
export function addBlockWarnings(): void {
	addFilter( 'editor.BlockEdit', HOOK, withWarnings as never );
}

export function removeBlockWarnings(): void {
	removeFilter( 'editor.BlockEdit', HOOK );
}
