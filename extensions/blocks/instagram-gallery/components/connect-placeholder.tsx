import {
	Button,
	Notice,
	Placeholder,
	RadioControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { PhotoFeedConnection } from '../../../../shared/photo-feed/types';
import { ConnectUserButton } from '../../../../shared/wpcom-connection/connect-user-button';
import { icon } from '../icon';
import { NEW_ACCOUNT } from '../use-connections';

interface Props {
	/** Whether the user is linked to WordPress.com (otherwise that link comes first). */
	userLinked: boolean;
	connections: PhotoFeedConnection[];
	isRequesting: boolean;
	isConnecting: boolean;
	selected: string | undefined;
	onSelect: ( value: string ) => void;
	onConnect: () => void;
	notice: string | null;
}

function buttonLabel( isConnecting: boolean, isRequesting: boolean ): string {
	if ( isConnecting ) {
		return __( 'Connecting…', 'tessera' );
	}
	if ( isRequesting ) {
		return __( 'Loading your connections…', 'tessera' );
	}
	return __( 'Connect to Instagram', 'tessera' );
}

/** No account yet: pick a connected one, or connect a new one in a popup. */
export function ConnectPlaceholder( props: Props ) {
	const hasConnections = props.connections.length > 0;
	let instructions: string | undefined;
	if ( ! props.userLinked ) {
		instructions = __(
			"First, you'll need to connect your WordPress.com account.",
			'tessera'
		);
	} else if ( ! props.isRequesting && ! hasConnections ) {
		instructions = __(
			'Connect to Instagram to start sharing your images.',
			'tessera'
		);
	}
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'tessera' ) }
			instructions={ instructions }
			notices={
				props.notice ? (
					<Notice status="error" isDismissible={ false }>
						{ props.notice }
					</Notice>
				) : undefined
			}
		>
			{ ! props.userLinked ? (
				<ConnectUserButton variant="secondary" />
			) : (
				<div className="wp-block-tessera-instagram-gallery__connect">
					{ hasConnections && (
						<RadioControl
							label={ __(
								'Select your Instagram account:',
								'tessera'
							) }
							selected={ props.selected }
							onChange={ props.onSelect }
							options={ [
								...props.connections.map( ( connection ) => ( {
									label: `@${ connection.username }`,
									value: connection.token,
								} ) ),
								{
									label: __( 'Add a new account', 'tessera' ),
									value: NEW_ACCOUNT,
								},
							] }
						/>
					) }
					{ props.selected === NEW_ACCOUNT && (
						<p className="wp-block-tessera-instagram-gallery__new-account-instructions">
							{ __(
								'If you are currently logged in to Instagram on this device, you might need to log out of it first.',
								'tessera'
							) }
						</p>
					) }
					<Button
						variant="primary"
						onClick={ props.onConnect }
						isBusy={ props.isConnecting }
						disabled={
							props.isConnecting ||
							props.isRequesting ||
							( hasConnections && ! props.selected )
						}
					>
						{ buttonLabel(
							props.isConnecting,
							props.isRequesting
						) }
					</Button>
				</div>
			) }
		</Placeholder>
	);
}
