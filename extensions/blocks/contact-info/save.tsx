import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { microdata } from '../../../shared/contact-blocks/microdata';

const ORGANIZATION_TYPE = 'https://schema.org/Organization';

/**
 * A microdata item of type Organization around the children, so the email, telephone and
 * address properties they carry belong to an item search engines read. Without microdata it is
 * deprecation v1.
 */
export function createSave( withMicrodata: boolean ) {
	return function save() {
		const blockProps = useBlockProps.save(
			microdata( withMicrodata, {
				itemScope: true,
				itemType: ORGANIZATION_TYPE,
			} )
		);
		return <div { ...useInnerBlocksProps.save( blockProps ) } />;
	};
}

export default createSave( true );
