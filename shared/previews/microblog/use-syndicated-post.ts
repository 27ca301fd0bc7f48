import { useEffect, useState } from '@wordpress/element';
import { serviceUrl, type ServiceHosts } from '../../service-hosts';
import { useServiceHosts } from '../../service-hosts/use-service-hosts';
import {
	postIdOf,
	readSyndicatedPost,
	syndicationUrl,
	type SyndicatedPost,
} from './syndicated';

/**
 * The quoted post's data for the preview, with every address (data and pictures) through the
 * service host map; undefined while it loads, for an address that is not a post, or when the
 * service does not answer with one.
 *
 * @param url The quoted post's address.
 */
export function useSyndicatedPost(
	url: string | undefined
): SyndicatedPost | undefined {
	const hosts = useServiceHosts();
	const id = postIdOf( url );
	const [ post, setPost ] = useState< SyndicatedPost >();
	useEffect( () => {
		setPost( undefined );
		if ( ! id || ! hosts || typeof window.fetch !== 'function' ) {
			return;
		}
		let current = true;
		const origin = window.location.origin;
		window
			.fetch( serviceUrl( syndicationUrl( id ), hosts, origin ), {
				credentials: 'omit',
			} )
			.then( ( response ) => ( response.ok ? response.json() : null ) )
			.then( ( data ) => {
				const read = readSyndicatedPost( data );
				if ( current && read ) {
					setPost( throughHosts( read, hosts, origin ) );
				}
			} )
			.catch( () => undefined );
		return () => {
			current = false;
		};
	}, [ id, hosts ] );
	return post;
}

function throughHosts(
	post: SyndicatedPost,
	hosts: ServiceHosts,
	origin: string
): SyndicatedPost {
	return {
		...post,
		profileImage:
			post.profileImage && serviceUrl( post.profileImage, hosts, origin ),
		photos: post.photos.map( ( photo ) => ( {
			...photo,
			url: serviceUrl( photo.url, hosts, origin ),
		} ) ),
	};
}
