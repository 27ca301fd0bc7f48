import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Placeholder } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getEditorFlag } from '../../../shared/availability/initial-state';
import EmbedLoading from '../../../shared/embed/embed-loading';
import { serviceUrl } from '../../../shared/service-hosts';
import { useServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { ConnectPlaceholder } from './components/connect-placeholder';
import { GalleryGrid } from './components/gallery-grid';
import { GallerySettings } from './components/gallery-settings';
import { icon } from './icon';
import { corrections, shownCells } from './rules';
import type { InstagramGalleryAttributes } from './types';
import { NEW_ACCOUNT, useConnections } from './use-connections';
import { usePhotoFeed } from './use-photo-feed';

const NO_ACCOUNT = { accessToken: undefined, instagramUser: undefined };

export default function InstagramGalleryEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< InstagramGalleryAttributes > ) {
	const { accessToken, count, columns, spacing } = attributes;
	const blockProps = useBlockProps();
	const userLinked = getEditorFlag( 'is_current_user_connected' );
	const hosts = useServiceHosts();
	const [ selected, setSelected ] = useState< string | undefined >(
		accessToken
	);

	useEffect( () => {
		const fixed = corrections( { count, columns, spacing } );
		if ( Object.keys( fixed ).length ) {
			setAttributes( fixed );
		}
	}, [ count, columns, spacing, setAttributes ] );

	const forget = () => {
		setAttributes( NO_ACCOUNT );
		setSelected( undefined );
	};
	const feed = usePhotoFeed( {
		accessToken,
		onAccount: ( name ) => setAttributes( { instagramUser: name } ),
		onDisconnect: forget,
	} );
	const accounts = useConnections( ! accessToken && userLinked );

	useEffect( () => {
		if (
			selected !== NEW_ACCOUNT &&
			! accounts.connections.some(
				( connection ) => connection.token === selected
			)
		) {
			setSelected( undefined );
		}
	}, [ accounts.connections, selected ] );

	const connect = async () => {
		const chosen = accounts.connections.find(
			( connection ) => connection.token === selected
		);
		if ( chosen ) {
			setAttributes( {
				accessToken: chosen.token,
				instagramUser: chosen.username,
			} );
			return;
		}
		const token = await accounts.connect();
		if ( token ) {
			setAttributes( { accessToken: token } );
			setSelected( token );
		}
	};

	const disconnect = () => {
		forget();
		feed.clear();
	};

	if ( ! accessToken ) {
		return (
			<div { ...blockProps }>
				<ConnectPlaceholder
					userLinked={ userLinked }
					connections={ accounts.connections }
					isRequesting={ accounts.isRequesting }
					isConnecting={ accounts.isConnecting }
					selected={ selected }
					onSelect={ setSelected }
					onConnect={ () => void connect() }
					notice={ accounts.error ?? feed.error }
				/>
			</div>
		);
	}

	if ( feed.isLoading || ! hosts ) {
		return (
			<div { ...blockProps }>
				<EmbedLoading />
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<GallerySettings
					attributes={ attributes }
					setAttributes={ setAttributes }
					total={ feed.images.length }
					onDisconnect={ disconnect }
				/>
			</InspectorControls>
			{ feed.images.length ? (
				<GalleryGrid
					images={ feed.images }
					attributes={ attributes }
					cells={ shownCells(
						count,
						feed.images.length,
						isSelected
					) }
					pictureUrl={ ( url ) => serviceUrl( url, hosts ) }
				/>
			) : (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'tessera' ) }
				>
					<Notice status="error" isDismissible={ false }>
						{ feed.error ??
							__(
								'No images were found in your Instagram account.',
								'tessera'
							) }
					</Notice>
				</Placeholder>
			) }
		</div>
	);
}
