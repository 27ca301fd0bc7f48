import { ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { PublicizeConnection } from '../../../../shared/publicize/types';
import { isUsable } from './choices';
import { serviceLabel } from './service-label';

interface Props {
	connections: PublicizeConnection[];
	isEnabled: ( connection: PublicizeConnection ) => boolean;
	onToggle: ( connection: PublicizeConnection, enabled: boolean ) => void;
}

/** One toggle per connection; failed, must-reauth and non-toggleable ones are disabled (off). */
export function ConnectionToggles( { connections, isEnabled, onToggle }: Props ) {
	if ( ! connections.length ) {
		return null;
	}
	return (
		<ul className="tessera-publicize__connections">
			{ connections.map( ( connection ) => (
				<li key={ connection.id } className="tessera-publicize__connection">
					{ connection.profile_picture && (
						<img
							className="tessera-publicize__picture"
							src={ connection.profile_picture }
							alt=""
							width={ 24 }
							height={ 24 }
						/>
					) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: 1: account name, 2: network name. */
							__( '%1$s (%2$s)', 'tessera' ),
							connection.display_name,
							serviceLabel( connection.service_name )
						) }
						checked={ isEnabled( connection ) }
						disabled={ ! isUsable( connection ) }
						onChange={ ( value ) => onToggle( connection, value ) }
					/>
				</li>
			) ) }
		</ul>
	);
}
