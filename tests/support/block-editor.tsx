/**
 * A block editor for behaviour tests in jsdom: the block-editor package's own provider, block
 * list, toolbar and inspector, so a block's edit is met as in the post editor (selection, toolbar
 * fills, sidebar panels, removal through the store) without the whole edit-post page.
 */
import {
	BlockEditorProvider,
	BlockInspector,
	BlockList,
	BlockTools,
	WritingFlow,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { dispatch, select } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { getBlockType, registerBlockType, type Block } from '@wordpress/blocks';
import { stubMatchMedia } from './match-media';

/** jsdom lacks the layout observers and media queries the editor components use. */
function installBrowserStubs() {
	class NoopObserver {
		observe() {}
		unobserve() {}
		disconnect() {}
		takeRecords() {
			return [];
		}
	}
	const globals = window as unknown as Record< string, unknown >;
	globals.ResizeObserver ??= NoopObserver;
	globals.IntersectionObserver ??= NoopObserver;
	stubMatchMedia();
	window.scrollTo ??= () => undefined;
	Element.prototype.scrollIntoView ??= () => undefined;
}

/** What a WordPress site gives the editor by default: the default palette and custom colours. */
const EDITOR_SETTINGS = {
	__experimentalFeatures: {
		color: {
			custom: true,
			defaultPalette: true,
			palette: {
				default: [
					{ name: 'Black', slug: 'black', color: '#000000' },
					{
						name: 'Luminous vivid amber',
						slug: 'luminous-vivid-amber',
						color: '#fcb900',
					},
					{ name: 'Vivid red', slug: 'vivid-red', color: '#cf2e2e' },
				],
			},
		},
	},
};

function Editor( { initialBlocks }: { initialBlocks: Block[] } ) {
	const [ blocks, setBlocks ] = useState< unknown[] >( initialBlocks );
	return (
		<SlotFillProvider>
			<BlockEditorProvider
				value={ blocks }
				onInput={ setBlocks }
				onChange={ setBlocks }
				settings={ EDITOR_SETTINGS }
				useSubRegistry={ false }
			>
				<div className="test-sidebar">
					<BlockInspector />
				</div>
				<BlockTools>
					<WritingFlow>
						<BlockList />
					</WritingFlow>
				</BlockTools>
				<Popover.Slot />
			</BlockEditorProvider>
		</SlotFillProvider>
	);
}

/** Renders the editor and lets its first round of effects (toolbar, popovers) settle. */
export async function renderBlockEditor( blocks: Block[] ) {
	installBrowserStubs();
	const result = render( <Editor initialBlocks={ blocks } /> );
	await settle();
	return result;
}

/** Flushes the editor's pending updates (store subscriptions, popover positioning). */
export async function settle() {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

/** The blocks the editor holds now. */
export function editorBlocks(): Block[] {
	return (
		select( blockEditorStore ) as unknown as { getBlocks: () => Block[] }
	 ).getBlocks();
}

export async function selectBlock( clientId: string ) {
	await act( async () => {
		await dispatch( blockEditorStore ).selectBlock( clientId );
	} );
	await settle();
}

export async function clearSelection() {
	await act( async () => {
		await dispatch( blockEditorStore ).clearSelectedBlock();
	} );
	await settle();
}

/**
 * Registers a block with its edit component given directly (the editor loads edits lazily), once.
 *
 * @param module          The block's index module.
 * @param module.name     The block's name.
 * @param module.metadata Its block.json.
 * @param module.settings Its settings.
 * @param edit            Its edit component.
 */
export function registerWithEdit(
	module: { name: string; metadata: unknown; settings: object },
	edit: unknown
) {
	if ( ! getBlockType( module.name ) ) {
		registerBlockType(
			module.metadata as never,
			{ ...module.settings, edit } as never
		);
	}
}
