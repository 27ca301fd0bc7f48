import type { BlockEditProps } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import type { ComponentType } from 'react';
import { UnrollButton } from './unroll-button';

type EditProps = BlockEditProps< Record< string, unknown > > & {
	name: string;
	clientId: string;
};

/** Twitter embeds (the core embed block whose provider is twitter) get the Unroll button. */
export const withUnrollButton = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		if (
			props.name !== 'core/embed' ||
			props.attributes.providerNameSlug !== 'twitter'
		) {
			return <BlockEdit { ...props } />;
		}
		const url =
			typeof props.attributes.url === 'string'
				? props.attributes.url
				: '';
		return (
			<>
				<UnrollButton clientId={ props.clientId } url={ url } />
				<BlockEdit { ...props } />
			</>
		);
	},
	'withUnrollButton'
);
