import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ExternalMediaAccount } from '../../../../../shared/external-media/types';

interface AccountHeaderProps {
	account: ExternalMediaAccount | null;
	disabled: boolean;
	onDisconnect: () => void;
}

/** Whose library this is, and the way out. */
export function AccountHeader( {
	account,
	disabled,
	onDisconnect,
}: AccountHeaderProps ) {
	return (
		<div className="tessera-external-media__account">
			{ account && (
				<>
					<img
						src={ account.image }
						alt=""
						width={ 32 }
						height={ 32 }
					/>
					<span className="tessera-external-media__account-name">
						{ account.name }
					</span>
				</>
			) }
			<Button
				variant="link"
				onClick={ onDisconnect }
				disabled={ disabled }
			>
				{ __( 'Disconnect from Google Photos', 'tessera' ) }
			</Button>
		</div>
	);
}
