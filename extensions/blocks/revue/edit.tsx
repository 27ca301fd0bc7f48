import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import FieldPreview from './components/field-preview';
import RevueInspector from './components/revue-inspector';
import UsernameForm from './components/username-form';
import { BUTTON_BLOCK, innerButtonAttributes } from './inner-button';
import { shownText } from './texts';
import type { RevueAttributes } from './types';

type Field = 'email' | 'firstName' | 'lastName';

export default function RevueEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RevueAttributes > ) {
	const blockProps = useBlockProps();
	if ( ! attributes.revueUsername ) {
		return (
			<div { ...blockProps }>
				<UsernameForm
					onAdd={ ( revueUsername ) =>
						setAttributes( { revueUsername } )
					}
				/>
			</div>
		);
	}
	const preview = ( name: Field, required = false ) => (
		<FieldPreview
			label={ shownText( attributes, `${ name }Label` ) }
			placeholder={ shownText( attributes, `${ name }Placeholder` ) }
			required={ required }
			onLabelChange={ ( value ) =>
				setAttributes( { [ `${ name }Label` ]: value } )
			}
			onPlaceholderChange={ ( value ) =>
				setAttributes( { [ `${ name }Placeholder` ]: value } )
			}
		/>
	);
	return (
		<div { ...blockProps }>
			<RevueInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			{ preview( 'email', true ) }
			{ attributes.firstNameShow && preview( 'firstName' ) }
			{ attributes.lastNameShow && preview( 'lastName' ) }
			<InnerBlocks
				template={ [ [ BUTTON_BLOCK, innerButtonAttributes() ] ] }
				templateLock="all"
			/>
		</div>
	);
}
