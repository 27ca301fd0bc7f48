import type { BlockJson } from '../../../../shared/loader/types';
import { blockClassName, blockSupports } from '../supports/block-supports';
import { wrapperAttributes } from '../supports/wrapper-attributes';

const type = ( supports: Record< string, unknown > ): BlockJson => ( {
	name: 'core/example',
	title: 'Example',
	supports,
} );

const ALL = type( {
	anchor: true,
	align: true,
	color: { gradients: true, link: true },
	typography: {
		fontSize: true,
		lineHeight: true,
		textAlign: true,
		__experimentalFontFamily: true,
		__experimentalLetterSpacing: true,
	},
	__experimentalBorder: {
		color: true,
		radius: true,
		width: true,
		style: true,
	},
	spacing: { margin: true, padding: true },
} );

describe( 'blockSupports', () => {
	it( 'gives preset classes and custom styles for what the block supports', () => {
		expect(
			blockSupports( 'core/example', ALL, {
				align: 'wide',
				textColor: 'vivid-red',
				backgroundColor: 'pale-pink',
				fontSize: 'large',
				fontFamily: 'serif',
				borderColor: 'black',
				className: 'one two',
				style: {
					typography: {
						lineHeight: '1.6',
						textAlign: 'center',
						letterSpacing: '1px',
					},
					spacing: {
						padding: { top: '1em', left: 'var:preset|spacing|20' },
						margin: '0',
					},
					border: { radius: '4px', width: '2px', style: 'dashed' },
				},
			} )
		).toStrictEqual( {
			classes: [
				'alignwide',
				'has-border-color',
				'has-black-border-color',
				'has-text-color',
				'has-vivid-red-color',
				'has-background',
				'has-pale-pink-background-color',
				'one two',
				'wp-block-example',
				'has-large-font-size',
				'has-serif-font-family',
				'has-text-align-center',
			],
			declarations: [
				[ 'border-radius', '4px' ],
				[ 'border-width', '2px' ],
				[ 'border-style', 'dashed' ],
				[ 'line-height', '1.6' ],
				[ 'letter-spacing', '1px' ],
				[ 'padding-top', '1em' ],
				[ 'padding-left', 'var(--wp--preset--spacing--20)' ],
				[ 'margin', '0' ],
			],
		} );
	} );

	it( 'uses custom values when no preset is set, per side and per corner', () => {
		expect(
			blockSupports( 'core/example', ALL, {
				style: {
					color: {
						text: '#123456',
						background: '#fff',
						gradient: 'linear-gradient(#fff,#000)',
					},
					border: {
						color: 'red',
						radius: { topLeft: '3px', bottomRight: '5px' },
						top: { color: '#000', width: '1px', style: 'solid' },
					},
				},
			} )
		).toStrictEqual( {
			classes: [
				'has-border-color',
				'has-text-color',
				'has-background',
				'has-background',
				'wp-block-example',
			],
			declarations: [
				[ 'border-color', 'red' ],
				[ 'border-top-left-radius', '3px' ],
				[ 'border-bottom-right-radius', '5px' ],
				[ 'border-top-color', '#000' ],
				[ 'border-top-width', '1px' ],
				[ 'border-top-style', 'solid' ],
				[ 'color', '#123456' ],
				[ 'background-color', '#fff' ],
				[ 'background', 'linear-gradient(#fff,#000)' ],
			],
		} );
	} );

	it( 'adds nothing for supports the block does not declare or skips', () => {
		const attributes = {
			align: 'wide',
			textColor: 'red',
			fontSize: 'large',
			style: {
				color: { background: '#fff' },
				spacing: { padding: '1em' },
			},
		};
		expect(
			blockSupports( 'core/example', type( {} ), attributes )
		).toStrictEqual( {
			classes: [ 'wp-block-example' ],
			declarations: [],
		} );
		expect(
			blockSupports(
				'core/example',
				type( {
					align: [ 'left', 'right' ],
					className: false,
					customClassName: false,
					color: { __experimentalSkipSerialization: true },
					typography: {
						fontSize: true,
						__experimentalSkipSerialization: [ 'fontSize' ],
					},
				} ),
				{ ...attributes, className: 'kept-out' }
			)
		).toStrictEqual( { classes: [], declarations: [] } );
	} );

	it( 'drops hostile values and slugs', () => {
		expect(
			blockSupports( 'core/example', ALL, {
				align: 'wide" onclick="x',
				textColor: 'red"><script>',
				className: 'ok <img onerror=x> also-ok',
				style: {
					color: { text: 'red;position:fixed' },
					typography: { lineHeight: 'expression(1)' },
					spacing: { padding: { top: 'url(x)' } },
				},
			} )
		).toStrictEqual( {
			classes: [ 'ok also-ok', 'wp-block-example' ],
			declarations: [],
		} );
	} );

	it( 'names a block after itself without the core namespace', () => {
		expect( blockClassName( 'core/latest-posts' ) ).toBe(
			'wp-block-latest-posts'
		);
		expect( blockClassName( 'tessera/map' ) ).toBe(
			'wp-block-tessera-map'
		);
	} );
} );

describe( 'wrapperAttributes', () => {
	it( 'puts the render’s own classes and styles first, and the anchor as id', () => {
		expect(
			wrapperAttributes(
				{
					name: 'core/example',
					type: ALL,
					attributes: {
						anchor: 'top"x',
						className: 'extra',
						style: { spacing: { margin: '1em' } },
					},
				},
				{
					class: 'own-class',
					style: 'width:50%;',
					'aria-label': 'Label',
				}
			)
		).toBe(
			' class="own-class extra wp-block-example" style="width:50%;margin:1em;" id="top&quot;x" aria-label="Label"'
		);
	} );
} );
