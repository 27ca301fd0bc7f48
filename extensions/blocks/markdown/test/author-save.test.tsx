/**
 * An author (a user without `unfiltered_html`) writes each fixture's Markdown in the editor and
 * saves: WordPress's kses filters the post, block attributes included. Opened again, the block is
 * valid, holds the Markdown as written, and the editor and the visitor page show the fixture's HTML.
 */
import {
	createBlock,
	getBlockContent,
	getBlockType,
	parse,
	registerBlockType,
	serialize,
} from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ksesPost } from '../../../../platform/content/kses';
import { blockProblems } from '../../../../tests/fixtures/block-problems';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';
import { render } from '../render';
import { markdownFromSource } from '../stored-source';
import { markdownFixtures } from './markdown-fixtures';

const SITE = 'http://localhost:8888';

/** kses drops a task list's checkboxes from the saved HTML (deprecation v2 opens it). */
const CHECKBOX = /<input [^>]*>/g;

const written = markdownFixtures()
	.filter(
		( fixture ) =>
			! fixture.name.includes( '__deprecated-' ) &&
			markdownFromSource( fixture.attributes.source ) !== ''
	)
	.map( ( fixture ): [ string, typeof fixture ] => [
		fixture.name,
		fixture,
	] );

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
	// The editor reports each block it opens through a deprecation on the console.
	jest.spyOn( console, 'info' ).mockImplementation( () => undefined );
	jest.spyOn( console, 'groupCollapsed' ).mockImplementation(
		() => undefined
	);
	jest.spyOn( console, 'groupEnd' ).mockImplementation( () => undefined );
} );

afterAll( () => jest.restoreAllMocks() );

async function writeInEditor( markdown: string ) {
	const block = createBlock( metadata.name );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await userEvent.click(
		screen.getByRole( 'textbox', { name: 'Markdown' } )
	);
	await userEvent.paste( markdown );
	return editorBlocks();
}

it( 'has fixtures with Markdown to write', () => {
	expect( written.map( ( [ name ] ) => name ) ).toEqual(
		expect.arrayContaining( [
			'tessera__markdown',
			'tessera__markdown__code',
		] )
	);
} );

it.each( written )(
	'%s survives an author’s save',
	async ( _name, fixture ) => {
		const markdown = markdownFromSource( fixture.attributes.source );
		const blocks = await writeInEditor( markdown );
		const post = serialize( blocks );

		const [ opened ] = parse( ksesPost( post, SITE ) );

		expect( blockProblems( opened ) ).toStrictEqual( [] );
		expect( opened.attributes.source ).toBe(
			blocks[ 0 ].attributes.source
		);
		expect( markdownFromSource( opened.attributes.source as string ) ).toBe(
			markdown
		);
		expect( getBlockContent( opened ) ).toBe( fixture.savedHtml );
		const savedByAuthor = (
			opened as typeof opened & { originalContent: string }
		 ).originalContent;
		expect( savedByAuthor ).toBe(
			fixture.savedHtml.replace( CHECKBOX, '' )
		);
		expect(
			render( opened.attributes, savedByAuthor, { locale: 'en_US' } )
		).toBe( fixture.savedHtml );
	}
);
