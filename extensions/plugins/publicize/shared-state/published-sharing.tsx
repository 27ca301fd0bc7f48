import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { PublicizeConnection } from '../../../../shared/publicize/types';
import { ShareHistory } from './share-history';
import { readShares, shareAgainTargets } from './rules';
import { useShareAgain } from './use-share-again';

interface Props {
	connections: PublicizeConnection[];
	isEnabled: ( connection: PublicizeConnection ) => boolean;
}

/**
 * For a published post: where it was shared and when, and 'Share post', which shares it again
 * now to the connections switched on above (a plain update never shares).
 */
export function PublishedSharing( { connections, isEnabled }: Props ) {
	const shares = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as unknown as {
					getCurrentPostAttribute: ( name: string ) => unknown;
				}
			 ).getCurrentPostAttribute( 'jetpack_publicize_shares' ),
		[]
	);
	const targets = shareAgainTargets( connections, isEnabled );
	const { isSharing, shareAgain } = useShareAgain( targets, connections );
	return (
		<div className="tessera-publicize__published">
			<ShareHistory shares={ readShares( shares ) } />
			<Button
				variant="secondary"
				className="tessera-publicize__share-again"
				isBusy={ isSharing }
				disabled={ isSharing || targets.length === 0 }
				accessibleWhenDisabled
				onClick={ shareAgain }
			>
				{ __( 'Share post', 'tessera' ) }
			</Button>
		</div>
	);
}
