import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import {
	PHOTO_FEED_MAX_COUNT,
	type PhotoFeedGallery,
	type PhotoFeedImage,
} from '../../../shared/photo-feed/types';

export interface PhotoFeedState {
	images: PhotoFeedImage[];
	isLoading: boolean;
	/** A message for the author: the network refused the token, or the account has no posts. */
	error: string | null;
	clear: () => void;
}

interface Options {
	accessToken: string | undefined;
	/** The account's name, once known. */
	onAccount: ( name: string ) => void;
	/** Forget the connection: the token no longer reads a gallery. */
	onDisconnect: () => void;
}

/**
 * The latest posts (always the 30 most, so changing the count needs no new request) of the
 * account the block's token names. A request that fails clears the connection without a word;
 * an answer without a list clears it with the error notice.
 */
export function usePhotoFeed( {
	accessToken,
	onAccount,
	onDisconnect,
}: Options ): PhotoFeedState {
	const [ images, setImages ] = useState< PhotoFeedImage[] >( [] );
	const [ isLoading, setIsLoading ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		if ( ! accessToken ) {
			return;
		}
		let current = true;
		setError( null );
		setIsLoading( true );
		apiFetch< PhotoFeedGallery >( {
			path: addQueryArgs( '/wpcom/v2/instagram-gallery/gallery', {
				access_token: accessToken,
				count: PHOTO_FEED_MAX_COUNT,
			} ),
		} ).then(
			( gallery ) => {
				if ( ! current ) {
					return;
				}
				setIsLoading( false );
				if ( ! Array.isArray( gallery?.images ) ) {
					setError(
						__(
							'An error occurred. Please try again later.',
							'tessera'
						)
					);
					setImages( [] );
					onDisconnect();
					return;
				}
				if ( ! gallery.images.length ) {
					setError(
						__(
							'No images were found in your Instagram account.',
							'tessera'
						)
					);
				}
				onAccount( gallery.external_name );
				setImages( gallery.images );
			},
			() => {
				if ( ! current ) {
					return;
				}
				setIsLoading( false );
				setImages( [] );
				onDisconnect();
			}
		);
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the callbacks are new on every render; only a new token asks again.
	}, [ accessToken ] );

	return {
		images,
		isLoading,
		error,
		clear: () => {
			setImages( [] );
			setError( null );
		},
	};
}
