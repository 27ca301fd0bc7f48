import {
	BlockControls,
	useBlockProps,
	useSettings,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { createBlock } from '@wordpress/blocks';
import { Spinner, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import FeedForm from './components/feed-form';
import Inspector from './components/inspector';
import PlayerPreview from './components/player-preview';
import { PlayerErrorBoundary } from './components/player-error-boundary';
import { isEmbeddable } from './fetch-feed';
import { selectedGuids } from './selected';
import { feedUrlFromInput } from './url';
import { useFeed, type FeedState } from './use-feed';
import { exampleFeed } from './example-feed';
import type { PodcastPlayerAttributes } from './types';

type Props = BlockEditProps< PodcastPlayerAttributes > & { clientId: string };

/** The feed's message, translated (the server sends the same words). */
const feedError = () =>
	__(
		"Your podcast couldn't be embedded. Please double check your URL.",
		'tessera'
	);

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: Props ) {
	const url = attributes.url ?? '';
	const [ editing, setEditing ] = useState( ! url );
	const [ error, setError ] = useState( '' );
	const guids = useMemo(
		() => selectedGuids( attributes.selectedEpisodes ),
		[ attributes.selectedEpisodes ]
	);
	// The inserter's preview carries its feed, so showing it fetches nothing.
	const example = exampleFeed( attributes.exampleFeedData );
	const fetched = useFeed( editing || example ? '' : url, guids );
	const feed: FeedState = example
		? { status: 'ready', feed: example }
		: fetched;
	const { replaceBlock } = useDispatch( blockEditorStore );
	const [ palette = [] ] = useSettings( 'color.palette' ) as [
		Array< { slug: string; color: string } > | undefined,
	];
	const blockProps = useBlockProps();

	// A feed that cannot be read sends the person back to the form, unless the address is
	// something else WordPress embeds: then a generic embed block takes this block's place.
	useEffect( () => {
		if ( fetched.status !== 'failed' ) {
			return;
		}
		let current = true;
		isEmbeddable( url ).then( ( embeddable ) => {
			if ( ! current ) {
				return;
			}
			if ( embeddable ) {
				replaceBlock( clientId, createBlock( 'core/embed', { url } ) );
				return;
			}
			setError( feedError() );
			setEditing( true );
		} );
		return () => {
			current = false;
		};
	}, [ fetched, url, clientId, replaceBlock ] );

	const onSubmit = ( input: string ) => {
		const next = feedUrlFromInput( input );
		if ( next === '' ) {
			return;
		}
		if ( next === null ) {
			setError( feedError() );
			return;
		}
		setError( '' );
		setAttributes( { url: next, selectedEpisodes: [] } );
		setEditing( false );
	};

	if ( editing ) {
		return (
			<div { ...blockProps }>
				<FeedForm
					initialUrl={ url }
					error={ error }
					onSubmit={ onSubmit }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton onClick={ () => setEditing( true ) }>
						{ __( 'Replace', 'tessera' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			{ feed.status === 'ready' ? (
				<>
					<Inspector
						attributes={ attributes }
						setAttributes={ setAttributes }
						options={ feed.feed.options ?? [] }
						palette={ palette }
						onEpisodeChange={ ( guid ) =>
							setAttributes(
								guid
									? {
											selectedEpisodes: [ { guid } ],
											itemsToShow: 1,
										}
									: { selectedEpisodes: [] }
							)
						}
					/>
					<PlayerErrorBoundary>
						<PlayerPreview
							feed={ feed.feed }
							attributes={ attributes }
							isSelected={ isSelected }
						/>
					</PlayerErrorBoundary>
				</>
			) : (
				<div className="wp-block-tessera-podcast-player__loading">
					<Spinner />
				</div>
			) }
		</div>
	);
}
