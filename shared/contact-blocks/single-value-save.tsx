import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';

/** What a one-value contact block's view (its formatted value) receives. */
export interface ValueViewProps {
	value: string;
	/** Links on the visitor page; plain text in the editor, where a click selects the block. */
	linked: boolean;
	/** Whether the value carries its schema.org property (see microdata.ts). */
	withMicrodata?: boolean;
}

/**
 * The save of a one-value contact block (email, phone): nothing for an empty value, otherwise
 * the value as `View` shows it, linked, with or without microdata (without: deprecation v1).
 *
 * @param attribute     The attribute holding the value, `email`.
 * @param View          The formatted value.
 * @param withMicrodata Whether the markup carries schema.org microdata.
 */
export function createSingleValueSave< Name extends string >(
	attribute: Name,
	View: ComponentType< ValueViewProps >,
	withMicrodata: boolean
) {
	return function save( {
		attributes,
	}: BlockSaveProps< Record< Name, string > > ) {
		const value = attributes[ attribute ];
		if ( value.trim() === '' ) {
			return null;
		}
		return (
			<div { ...useBlockProps.save() }>
				<View value={ value } linked withMicrodata={ withMicrodata } />
			</div>
		);
	};
}
