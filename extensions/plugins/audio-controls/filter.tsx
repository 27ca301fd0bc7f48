import { createHigherOrderComponent } from '@wordpress/compose';
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { addFilter, hasFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';

const AudioControls = lazy( () => import( './audio-controls' ) );

const HOOK = 'tessera/audio-controls';

interface EditProps {
	name: string;
	clientId: string;
	attributes: { src?: string };
}

const withAudioControls = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		if ( props.name !== 'core/audio' || ! props.attributes.src ) {
			return <BlockEdit { ...props } />;
		}
		return (
			<>
				<BlockEdit { ...props } />
				<Suspense fallback={ null }>
					<AudioControls clientId={ props.clientId } />
				</Suspense>
			</>
		);
	},
	'withAudioControls'
);

/**
 * Adds the controls to the Audio block's edit once the plugin is on (so the plugin's
 * availability decides); the block editor re-renders blocks when a filter is added.
 */
export function AudioControlsFilter() {
	useEffect( () => {
		if ( ! hasFilter( 'editor.BlockEdit', HOOK ) ) {
			addFilter( 'editor.BlockEdit', HOOK, withAudioControls );
		}
	}, [] );
	return null;
}
