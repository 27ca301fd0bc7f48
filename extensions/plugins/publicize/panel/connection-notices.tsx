import { Button, ExternalLink, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { requestExternalAccess } from '../../../../shared/popup-sign-in';
import type { PublicizeConnection } from '../../../../shared/publicize/types';

/** Where a site's sharing connections are managed in wp-admin. */
const SHARING_SETTINGS = '/wp-admin/options-general.php?page=sharing';

interface Props {
	connections: PublicizeConnection[];
	/** Tests the connections again. */
	onRetest: () => void;
}

/**
 * What failed connection tests ask of the user: refresh (a popup per connection, re-tested
 * when it closes), the network's message when nothing can be done here, and LinkedIn's
 * reauthentication in the Sharing settings.
 */
export function ConnectionNotices( { connections, onRetest }: Props ) {
	const failed = connections.filter( ( c ) => c.test_success === false );
	const refreshable = failed.filter( ( c ) => c.can_refresh && c.refresh_url );
	const others = failed.filter( ( c ) => ! ( c.can_refresh && c.refresh_url ) );
	const reauth = connections.filter(
		( c ) => c.test_success === 'must_reauth' && c.service_name === 'linkedin'
	);
	return (
		<>
			{ refreshable.length > 0 && (
				<Notice status="error" isDismissible={ false } className="tessera-publicize__notice">
					<p>
						{ __(
							'Before you hit Publish, please refresh the following connection(s) to make sure we can Publicize your post:',
							'tessera'
						) }
					</p>
					{ refreshable.map( ( connection ) => (
						<Button
							key={ connection.id }
							variant="secondary"
							aria-label={ sprintf(
								/* translators: %s: account name. */
								__( 'Refresh %s', 'tessera' ),
								connection.display_name
							) }
							onClick={ () =>
								requestExternalAccess( connection.refresh_url ).then( onRetest )
							}
						>
							{ connection.refresh_text || connection.display_name }
						</Button>
					) ) }
				</Notice>
			) }
			{ others.map( ( connection ) => (
				<Notice
					key={ connection.id }
					status="error"
					isDismissible={ false }
					className="tessera-publicize__notice"
				>
					{ connection.test_message }
				</Notice>
			) ) }
			{ reauth.length > 0 && (
				<Notice status="warning" isDismissible={ false } className="tessera-publicize__notice">
					<p>
						{ __(
							'Your LinkedIn connection needs to be reauthenticated to continue working – head to Sharing to take care of it.',
							'tessera'
						) }
					</p>
					<ExternalLink href={ SHARING_SETTINGS }>
						{ __( 'Go to Sharing settings', 'tessera' ) }
					</ExternalLink>
				</Notice>
			) }
		</>
	);
}
