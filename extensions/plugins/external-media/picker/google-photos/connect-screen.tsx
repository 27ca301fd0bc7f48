import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface ConnectScreenProps {
	awaiting: boolean;
	onConnect: () => void;
}

/** Shown until the user connects Google Photos: the sign-in opens in a popup. */
export function ConnectScreen( { awaiting, onConnect }: ConnectScreenProps ) {
	if ( awaiting ) {
		return (
			<div className="tessera-external-media__connect">
				<p>{ __( 'Awaiting authorization', 'tessera' ) }</p>
			</div>
		);
	}
	return (
		<div className="tessera-external-media__connect">
			<p>
				{ __(
					'To show your Google Photos library you need to connect your Google account.',
					'tessera'
				) }
			</p>
			<Button
				variant="primary"
				onClick={ onConnect }
				__next40pxDefaultSize
			>
				{ __( 'Connect to Google Photos', 'tessera' ) }
			</Button>
		</div>
	);
}
