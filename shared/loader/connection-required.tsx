import { useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentProps } from 'react';

type PlaceholderIcon = ComponentProps< typeof Placeholder >[ 'icon' ];

/**
 * The edit of a block that needs the Tessera service on a WordPress site not yet connected to
 * one: the block's icon and title, and why it cannot be set up here yet.
 *
 * @param blockName The block's name.
 */
export function connectionRequiredEdit( blockName: string ) {
	return function ConnectionRequired() {
		const blockProps = useBlockProps();
		const blockType = getBlockType( blockName );
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ blockType?.icon?.src as PlaceholderIcon }
					label={ blockType?.title ?? blockName }
					instructions={ __(
						'This block needs the Tessera service. It can be set up once this site is connected to a Tessera service.',
						'tessera'
					) }
				/>
			</div>
		);
	};
}
