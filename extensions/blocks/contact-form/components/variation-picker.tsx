import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlocksFromInnerBlocksTemplate,
	store as blocksStore,
	type BlockVariation,
} from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { BlockVariationPicker } from '../../../../shared/block-editor/experimental';
import type { ContactFormAttributes } from '../types';

interface Props {
	clientId: string;
	name: string;
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void;
}

/**
 * The presets a new form starts from. Skip starts from the default preset (Contact), the form most
 * people want, which every field and setting can then change.
 */
export default function FormVariationPicker( {
	clientId,
	name,
	setAttributes,
}: Props ) {
	const { icon, title, variations, defaultVariation } = useSelect(
		( select ) => {
			const blocks = select( blocksStore );
			const blockType = blocks.getBlockType( name );
			return {
				icon: blockType?.icon,
				title: blockType?.title,
				variations: blocks.getBlockVariations( name, 'block' ) ?? [],
				defaultVariation: blocks.getDefaultBlockVariation(
					name,
					'block'
				),
			};
		},
		[ name ]
	);
	const { replaceInnerBlocks, selectBlock } = useDispatch( blockEditorStore );

	const choose = ( variation: BlockVariation | undefined ) => {
		const chosen = variation ?? defaultVariation ?? variations[ 0 ];
		if ( ! chosen ) {
			return;
		}
		if ( chosen.attributes ) {
			setAttributes(
				chosen.attributes as Partial< ContactFormAttributes >
			);
		}
		replaceInnerBlocks(
			clientId,
			createBlocksFromInnerBlocksTemplate(
				( chosen.innerBlocks ?? [] ) as Parameters<
					typeof createBlocksFromInnerBlocksTemplate
				>[ 0 ]
			),
			false
		);
		selectBlock( clientId );
	};

	return (
		<BlockVariationPicker
			icon={ ( icon as { src?: unknown } | undefined )?.src ?? icon }
			label={ typeof title === 'string' ? title : undefined }
			instructions={ __(
				'Choose a form to start with. You can change its fields and settings afterwards.',
				'tessera'
			) }
			variations={ variations }
			allowSkip
			onSelect={ choose }
		/>
	);
}
