/**
 * The form's stylesheet (style.scss) draws the fields in the editor canvas and on the visitor
 * page alike, so each field's editor markup must carry the visitor markup's classes in the same
 * nesting. These tests compare the two, field kind by field kind.
 */
import { createBlock } from '@wordpress/blocks';
import { cleanup } from '@testing-library/react';
import { renderBlockEditor } from '../../../../tests/support/block-editor';
import { registerField } from '../../../../shared/form-fields/test/register-fields';
import type { BlockModule } from '../../../../shared/loader/types';
import type { RenderableFieldAttributes } from '../../../../shared/form-fields/render/field';
import type {
	BlockRenderContext,
	RenderCallback,
} from '../../../../shared/server-render/types';
import * as fieldName from '../../field-name';
import NameEdit from '../../field-name/edit';
import { render as renderName } from '../../field-name/render';
import * as fieldTextarea from '../../field-textarea';
import TextareaEdit from '../../field-textarea/edit';
import { render as renderTextarea } from '../../field-textarea/render';
import * as fieldSelect from '../../field-select';
import SelectEdit from '../../field-select/edit';
import { render as renderSelect } from '../../field-select/render';
import * as fieldRadio from '../../field-radio';
import RadioEdit from '../../field-radio/edit';
import { render as renderRadio } from '../../field-radio/render';
import * as fieldCheckboxMultiple from '../../field-checkbox-multiple';
import CheckboxMultipleEdit from '../../field-checkbox-multiple/edit';
import { render as renderCheckboxMultiple } from '../../field-checkbox-multiple/render';
import * as fieldCheckbox from '../../field-checkbox';
import CheckboxEdit from '../../field-checkbox/edit';
import { render as renderCheckbox } from '../../field-checkbox/render';
import * as fieldConsent from '../../field-consent';
import ConsentEdit from '../../field-consent/edit';
import { render as renderConsent } from '../../field-consent/render';

type Render = RenderCallback< RenderableFieldAttributes >;

const FIELDS: [ BlockModule, unknown, Render ][] = [
	[ fieldName, NameEdit, renderName ],
	[ fieldTextarea, TextareaEdit, renderTextarea ],
	[ fieldSelect, SelectEdit, renderSelect ],
	[ fieldRadio, RadioEdit, renderRadio ],
	[ fieldCheckboxMultiple, CheckboxMultipleEdit, renderCheckboxMultiple ],
	[ fieldCheckbox, CheckboxEdit, renderCheckbox ],
	[ fieldConsent, ConsentEdit, renderConsent ],
];

const renders = new Map(
	FIELDS.map( ( [ module, , render ] ) => [ module.metadata.name, render ] )
);

beforeAll( () => {
	for ( const [ module, edit ] of FIELDS ) {
		registerField( module, edit as never );
	}
} );

afterEach( cleanup );

// Classes only one side has, for its own job: the text edited in place, the error line.
const ONE_SIDED = new Set( [
	'tessera-field__label-text',
	'tessera-field__consent-message',
	'tessera-field__error',
] );

/**
 * The field's classed elements as paths from its wrapper: `a > b` where b is a child of a,
 * `a b` where elements without a field class stand between them.
 */
function skeleton( field: Element ): string[] {
	const paths: string[] = [];
	const walk = ( element: Element, path: string, direct: boolean ) => {
		for ( const child of Array.from( element.children ) ) {
			const classes = Array.from( child.classList )
				.filter(
					( name ) =>
						name.startsWith( 'tessera-field__' ) &&
						! ONE_SIDED.has( name )
				)
				.sort()
				.join( '.' );
			if ( ! classes ) {
				walk( child, path, false );
				continue;
			}
			const joined = `${ path }${ direct ? ' > ' : ' ' }${ classes }`;
			paths.push( joined );
			walk( child, joined, true );
		}
	};
	walk( field, 'field', true );
	return paths;
}

function visitorContext(): BlockRenderContext {
	return {
		postId: 3,
		locale: 'en_US',
		query: {},
		transient: () => undefined,
	};
}

/** The field as the canvas draws it (not selected) and as a visitor gets it. */
async function bothSides(
	name: string,
	attributes: Partial< RenderableFieldAttributes >
) {
	const block = createBlock( name, attributes );
	await renderBlockEditor( [ block ] );
	const editor = document.querySelector(
		`.wp-block-${ name.replace( '/', '-' ) }`
	)!;
	const html = renders.get( name )!(
		block.attributes as unknown as RenderableFieldAttributes,
		'',
		visitorContext()
	);
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	const visitor = holder.firstElementChild!;
	return { editor, visitor };
}

describe( 'the fields in the canvas carry the visitor markup’s classes', () => {
	it( 'a one-line field: the label, then the input, both children of the field', async () => {
		const { editor, visitor } = await bothSides( 'tessera/field-name', {
			required: true,
		} );
		expect( skeleton( editor ) ).toStrictEqual( [
			'field > tessera-field__label',
			'field > tessera-field__label > tessera-field__required',
			'field > tessera-field__input',
		] );
		expect( skeleton( visitor ) ).toStrictEqual( skeleton( editor ) );
		expect( editor ).toHaveClass(
			'tessera-field',
			'tessera-field--width-100'
		);
		expect( visitor ).toHaveClass(
			'tessera-field',
			'tessera-field--width-100'
		);
	} );

	it( 'a message field: a textarea, without a placeholder when none is set', async () => {
		const { editor, visitor } = await bothSides( 'tessera/field-textarea', {
			width: 50,
		} );
		expect( skeleton( visitor ) ).toStrictEqual( skeleton( editor ) );
		const input = editor.querySelector( '.tessera-field__input' )!;
		expect( input.tagName ).toBe( 'TEXTAREA' );
		expect( input ).not.toHaveAttribute( 'placeholder' );
		expect(
			visitor.querySelector( '.tessera-field__input' )
		).not.toHaveAttribute( 'placeholder' );
		expect( editor ).toHaveClass( 'tessera-field--width-50' );
	} );

	it( 'a select: its placeholder (or a dash) first and chosen, then the options', async () => {
		for ( const placeholder of [ '', 'Pick one' ] ) {
			const { editor, visitor } = await bothSides(
				'tessera/field-select',
				{
					label: 'Topic',
					options: [ 'Sales', ' ', 'Support' ],
					placeholder,
				}
			);
			expect( skeleton( editor ) ).toStrictEqual( [
				'field > tessera-field__label',
				'field > tessera-field__input',
			] );
			expect( skeleton( visitor ) ).toStrictEqual( skeleton( editor ) );
			const shown = ( side: Element ) => {
				const select = side.querySelector( 'select' )!;
				return [
					select.value,
					Array.from( select.options ).map( ( o ) => o.text ),
				];
			};
			expect( shown( editor ) ).toStrictEqual( [
				'',
				[ placeholder || '—', 'Sales', 'Support' ],
			] );
			expect( shown( visitor ) ).toStrictEqual( shown( editor ) );
			cleanup();
		}
	} );

	it.each( [ 'tessera/field-radio', 'tessera/field-checkbox-multiple' ] )(
		'%s: a group with its label inside, then each option with its mark and label',
		async ( name ) => {
			const { editor, visitor } = await bothSides( name, {
				label: 'Reply by',
				options: [ 'Email', '', 'Phone' ],
			} );
			const option =
				'field > tessera-field__choices > tessera-field__option';
			expect( skeleton( editor ) ).toStrictEqual( [
				'field > tessera-field__choices',
				'field > tessera-field__choices > tessera-field__label',
				option,
				`${ option } > tessera-field__check`,
				`${ option } > tessera-field__option-label`,
				option,
				`${ option } > tessera-field__check`,
				`${ option } > tessera-field__option-label`,
			] );
			expect( skeleton( visitor ) ).toStrictEqual( skeleton( editor ) );
		}
	);

	it( 'a single checkbox: the mark, then its label beside it, marked required', async () => {
		const { editor, visitor } = await bothSides( 'tessera/field-checkbox', {
			label: 'Copy me',
			required: true,
		} );
		expect( skeleton( editor ) ).toStrictEqual( [
			'field > tessera-field__option',
			'field > tessera-field__option > tessera-field__check',
			'field > tessera-field__option > tessera-field__option-label',
			'field > tessera-field__option > tessera-field__option-label > tessera-field__required',
		] );
		expect( skeleton( visitor ) ).toStrictEqual( skeleton( editor ) );
	} );

	it( 'consent: a tick box with the question, or the notice alone', async () => {
		const explicit = await bothSides( 'tessera/field-consent', {
			consentType: 'explicit',
			explicitConsentMessage: 'Can we email you?',
		} );
		expect( skeleton( explicit.editor ) ).toStrictEqual( [
			'field > tessera-field__option',
			'field > tessera-field__option > tessera-field__check',
			'field > tessera-field__option > tessera-field__option-label',
		] );
		expect( skeleton( explicit.visitor ) ).toStrictEqual(
			skeleton( explicit.editor )
		);
		cleanup();
		const implicit = await bothSides( 'tessera/field-consent', {
			consentType: 'implicit',
			implicitConsentMessage: 'We may email you.',
		} );
		expect( skeleton( implicit.editor ) ).toStrictEqual( [
			'field > tessera-field__consent',
		] );
		expect( skeleton( implicit.visitor ) ).toStrictEqual(
			skeleton( implicit.editor )
		);
	} );
} );
