import {
	attributesSection,
	END_MARKER,
	START_MARKER,
	withAttributesSection,
} from '../docs/attributes-section';

const metadata = {
	name: 'tessera/example',
	title: 'Example',
	description: 'Shows an example.',
	attributes: {
		caption: {
			type: 'string',
			source: 'html',
			selector: 'figcaption',
		},
		size: { type: 'string', enum: [ 'small', 'large' ], default: 'small' },
		pattern: { type: 'string', default: 'a|b' },
		count: { type: [ 'integer', 'null' ] },
	},
};

const table = [
	START_MARKER,
	'## Attributes',
	'',
	'| attribute | type | default | notes |',
	'|---|---|---|---|',
	'| `caption` | string |  | read from the saved markup (html of `figcaption`) |',
	'| `size` | string | `"small"` | one of `"small"`, `"large"` |',
	'| `pattern` | string | `"a\\|b"` |  |',
	'| `count` | integer or null |  |  |',
	END_MARKER,
].join( '\n' );

describe( 'attributesSection', () => {
	it( 'writes one row per attribute, in block.json order', () => {
		expect( attributesSection( metadata ) ).toBe( table );
	} );

	it( 'says so when the block has no attributes', () => {
		expect( attributesSection( { name: 'tessera/x', title: 'X' } ) ).toBe(
			[
				START_MARKER,
				'## Attributes',
				'',
				'None: the block keeps no attributes of its own.',
				END_MARKER,
			].join( '\n' )
		);
	} );
} );

describe( 'withAttributesSection', () => {
	it( 'replaces only what lies between the markers', () => {
		const readme = `# Example\n\nBefore.\n\n${ START_MARKER }\nstale\n${ END_MARKER }\n\nAfter.\n`;
		expect( withAttributesSection( readme, metadata ) ).toBe(
			`# Example\n\nBefore.\n\n${ table }\n\nAfter.\n`
		);
	} );

	it( 'starts a README with the title, name and description', () => {
		expect( withAttributesSection( undefined, metadata ) ).toBe(
			`# Example (\`tessera/example\`)\n\nShows an example.\n\n${ table }\n`
		);
	} );

	it( 'refuses a README without the markers, or with them reversed', () => {
		expect( () =>
			withAttributesSection( '# Example\n', metadata )
		).toThrow( 'No attributes section' );
		expect( () =>
			withAttributesSection(
				`${ END_MARKER }\n${ START_MARKER }`,
				metadata
			)
		).toThrow( 'No attributes section' );
	} );
} );
