import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

interface Props {
	className: string;
	/** A landmark role and name for the box, where it stands alone in the page. */
	role?: string;
	'aria-label'?: string;
	buttonClassName?: string;
	onUpgrade: () => void;
	isRedirecting: boolean;
	/** What needs the upgrade, or what the upgrade gives. */
	children: ReactNode;
}

/**
 * An upgrade prompt: a box holding what the upgrade is for, then 'Upgrade', which reads
 * 'Redirecting…' and takes no second click once pressed (see useUpgradeFlow).
 */
export function UpgradePrompt( {
	className,
	buttonClassName,
	onUpgrade,
	isRedirecting,
	children,
	...landmark
}: Props ) {
	return (
		<div className={ className } { ...landmark }>
			{ children }
			<Button
				variant="primary"
				className={ buttonClassName }
				onClick={ onUpgrade }
				isBusy={ isRedirecting }
				disabled={ isRedirecting }
				accessibleWhenDisabled
			>
				{ isRedirecting
					? __( 'Redirecting…', 'tessera' )
					: __( 'Upgrade', 'tessera' ) }
			</Button>
		</div>
	);
}
