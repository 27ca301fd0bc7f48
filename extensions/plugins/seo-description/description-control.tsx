import { TextareaControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSeoDescription } from './use-seo-description';

/** The SEO description field: 4 rows, a character count, no limit. */
export function SeoDescriptionControl() {
	const [ description, setDescription ] = useSeoDescription();
	if ( description === undefined ) {
		return null;
	}
	const count = [ ...description ].length;
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			className="tessera-seo-description"
			label={ __( 'Write a description…', 'tessera' ) }
			hideLabelFromVision
			placeholder={ __( 'Write a description…', 'tessera' ) }
			rows={ 4 }
			value={ description }
			onChange={ setDescription }
			help={ sprintf(
				/* translators: %d: number of characters in the description. */
				_n( '%d character', '%d characters', count, 'tessera' ),
				count
			) }
		/>
	);
}
