import { dateI18n, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';
import type { PublicizeShare } from '../../../../shared/publicize/types';
import { serviceLabel } from '../panel/service-label';

/** An account as the panel names it; a connection removed since is still named by its network. */
export function accountName( share: PublicizeShare ): string {
	return share.display_name
		? sprintf(
				/* translators: 1: account name, 2: network name. */
				__( '%1$s (%2$s)', 'tessera' ),
				share.display_name,
				serviceLabel( share.service )
			)
		: sprintf(
				/* translators: %s: network name. */
				__( 'A removed %s account', 'tessera' ),
				serviceLabel( share.service )
			);
}

/** Where the published post went, newest first: each account, when, and any refusal. */
export function ShareHistory( { shares }: { shares: PublicizeShare[] } ) {
	const format = getSettings().formats.datetime;
	return (
		<div className="tessera-publicize__history">
			<h3 className="tessera-publicize__history-title">
				{ __( 'Sharing status', 'tessera' ) }
			</h3>
			{ shares.length === 0 ? (
				<p>{ __( 'This post has not been shared yet.', 'tessera' ) }</p>
			) : (
				<ul>
					{ shares.map( ( share, index ) => (
						<li
							key={ index }
							className={ `tessera-publicize__share is-${ share.status }` }
						>
							<span className="tessera-publicize__share-account">
								{ accountName( share ) }
							</span>{ ' ' }
							<span className="tessera-publicize__share-status">
								{ share.status === 'success'
									? __( 'Shared', 'tessera' )
									: sprintf(
											/* translators: %s: the network's message. */
											__( 'Failed: %s', 'tessera' ),
											share.message
										) }
							</span>{ ' ' }
							<time dateTime={ `${ share.timestamp }Z` }>
								{ dateI18n( format, `${ share.timestamp }Z` ) }
							</time>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
