import { getBlockType, registerBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import type { BlockModule } from '../../loader/types';

/** Registers a field block with its edit loaded already (no lazy chunk in jsdom). */
export function registerField(
	module: BlockModule,
	edit: ComponentType< never >
) {
	if ( ! getBlockType( module.metadata.name ) ) {
		registerBlockType(
			module.metadata as never,
			{
				...module.settings,
				edit,
			} as never
		);
	}
}
