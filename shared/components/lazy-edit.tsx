import { useEffect, useState } from '@wordpress/element';
import type { ComponentType } from 'react';
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import { dispatch, select } from '@wordpress/data';
import { store as blocksStore } from '@wordpress/blocks';
import { store as noticesStore } from '@wordpress/notices';
import { __, sprintf } from '@wordpress/i18n';

import { BlockFailure } from './block-failure';
import { isChunkLoadError, toError } from './chunk-error';

type EditModule< Props > = { default: ComponentType< Props > };

type LoadState< Props > =
	| { status: 'idle' | 'loading' }
	| { status: 'loaded'; Edit: ComponentType< Props > }
	| { status: 'failed'; error: Error };

let lazyEditCount = 0;

/**
 * A block's edit component loaded on first render from its own chunk:
 * `edit: lazyEdit( () => import( './edit' ) )`. While the chunk loads the block shows a spinner;
 * when it fails (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, timeout) the block shows the error with
 * a Retry button and the editor shows one error notice with a Retry action. Retrying asks
 * webpack again: it forgets chunks that failed.
 *
 * @param load Imports the module whose default export is the edit component.
 */
export function lazyEdit< Props extends object >(
	load: () => Promise< EditModule< Props > >
): ComponentType< Props > {
	const noticeId = `tessera-lazy-edit-${ ++lazyEditCount }`;
	let state: LoadState< Props > = { status: 'idle' };
	let blockName: string | undefined;
	const listeners = new Set< () => void >();

	function setState( next: LoadState< Props > ) {
		state = next;
		listeners.forEach( ( listener ) => listener() );
	}

	function showNotice( error: Error ) {
		const title =
			( blockName &&
				select( blocksStore ).getBlockType( blockName )?.title ) ||
			__( 'Tessera', 'tessera' );
		const message = isChunkLoadError( error )
			? sprintf(
					/* translators: 1: block title, 2: the loading error. */
					__( 'The %1$s block could not be loaded: %2$s', 'tessera' ),
					title,
					error.message
				)
			: sprintf(
					/* translators: 1: block title, 2: the error. */
					__( 'The %1$s block failed to start: %2$s', 'tessera' ),
					title,
					error.message
				);
		dispatch( noticesStore ).createErrorNotice( message, {
			id: noticeId,
			actions: [ { label: __( 'Retry', 'tessera' ), onClick: retry } ],
		} );
	}

	function start() {
		if ( state.status === 'loading' || state.status === 'loaded' ) {
			return;
		}
		setState( { status: 'loading' } );
		load().then(
			( module ) =>
				setState( { status: 'loaded', Edit: module.default } ),
			( reason: unknown ) => {
				const error = toError( reason );
				setState( { status: 'failed', error } );
				showNotice( error );
			}
		);
	}

	function retry() {
		dispatch( noticesStore ).removeNotice( noticeId );
		setState( { status: 'idle' } );
		start();
	}

	function LazyEdit( props: Props ) {
		const [ current, setCurrent ] = useState( state );
		// Block edits get the block's name among their props.
		blockName ??= ( props as { name?: string } ).name;

		useEffect( () => {
			const listener = () => setCurrent( state );
			listeners.add( listener );
			// The state may have moved between render and subscription.
			listener();
			start();
			return () => {
				listeners.delete( listener );
			};
		}, [] );

		if ( current.status === 'loaded' ) {
			const { Edit } = current;
			return <Edit { ...props } />;
		}
		if ( current.status === 'failed' ) {
			return (
				<BlockFailure
					message={ __(
						'This block could not be loaded.',
						'tessera'
					) }
					error={ current.error }
					onRetry={ retry }
				/>
			);
		}
		return <Loading />;
	}
	return LazyEdit;
}

function Loading() {
	return (
		<div { ...useBlockProps() }>
			<Spinner />
		</div>
	);
}
