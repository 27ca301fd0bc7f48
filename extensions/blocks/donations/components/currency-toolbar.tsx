import { BlockControls } from '@wordpress/block-editor';
import { ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	MEMBERSHIP_CURRENCIES,
	getCurrencyFormat,
} from '../../../../shared/currency';

/** The toolbar's currency menu: each currency the card provider charges. */
export function CurrencyToolbar( {
	currency,
	onChange,
}: {
	currency: string;
	onChange: ( currency: string ) => void;
} ) {
	return (
		<BlockControls group="block">
			<ToolbarDropdownMenu
				label={ __( 'Change currency', 'tessera' ) }
				icon={ null }
				text={ currency }
				controls={ MEMBERSHIP_CURRENCIES.map( ( code ) => ( {
					title: `${ code } (${ getCurrencyFormat( code ).symbol })`,
					isActive: code === currency,
					onClick: () => onChange( code ),
				} ) ) }
			/>
		</BlockControls>
	);
}
