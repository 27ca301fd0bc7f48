import { CheckboxControl } from '@wordpress/components';
import { TesseraLikesAndSharingPanel } from './slot-fill';

interface Props {
	label: string;
	/** A sentence under the checkbox: what the setting does for visitors. */
	help?: string;
	/** `undefined` while the post type has no such setting: nothing is shown. */
	checked: boolean | undefined;
	onChange: ( checked: boolean ) => void;
}

/** A checkbox in the 'Likes and Sharing' panel, for one setting of the post. */
export function LikesAndSharingCheckbox( {
	label,
	help,
	checked,
	onChange,
}: Props ) {
	if ( checked === undefined ) {
		return null;
	}
	return (
		<TesseraLikesAndSharingPanel>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				checked={ checked }
				onChange={ onChange }
			/>
		</TesseraLikesAndSharingPanel>
	);
}
