/**
 * The attributes section of a block's README, written from its block.json so the two cannot
 * drift: `npm run docs:blocks` writes it between the markers below, and `npm test` fails when
 * a README holds anything else there.
 */
import type { BlockJson } from '../../shared/loader/types';

export const START_MARKER =
	'<!-- attributes:start: written from block.json by `npm run docs:blocks`, do not edit -->';
export const END_MARKER = '<!-- attributes:end -->';

interface AttributeSchema {
	type?: string | string[];
	enum?: unknown[];
	default?: unknown;
	source?: string;
	selector?: string;
	attribute?: string;
	role?: string;
}

/** A value as inline code, with the table's column separator escaped. */
function code( value: unknown ): string {
	return '`' + JSON.stringify( value ).replace( /\|/g, '\\|' ) + '`';
}

function typeOf( schema: AttributeSchema ): string {
	if ( Array.isArray( schema.type ) ) {
		return schema.type.join( ' or ' );
	}
	return schema.type ?? 'any';
}

function notes( schema: AttributeSchema ): string {
	const parts: string[] = [];
	if ( schema.enum ) {
		parts.push( 'one of ' + schema.enum.map( code ).join( ', ' ) );
	}
	if ( schema.source ) {
		const from = [ schema.selector, schema.attribute ]
			.filter( Boolean )
			.map( ( part ) => `\`${ part }\`` )
			.join( ' ' );
		parts.push(
			`read from the saved markup (${ schema.source }${
				from ? ' of ' + from : ''
			})`
		);
	}
	if ( schema.role ) {
		parts.push( `role ${ schema.role }` );
	}
	return parts.join( '; ' );
}

/**
 * The generated section, markers included.
 *
 * @param metadata The block's block.json.
 */
export function attributesSection( metadata: BlockJson ): string {
	const attributes = Object.entries(
		( metadata.attributes ?? {} ) as Record< string, AttributeSchema >
	);
	const body = attributes.length
		? [
				'| attribute | type | default | notes |',
				'|---|---|---|---|',
				...attributes.map(
					( [ name, schema ] ) =>
						`| \`${ name }\` | ${ typeOf( schema ) } | ${
							'default' in schema ? code( schema.default ) : ''
						} | ${ notes( schema ) } |`
				),
			]
		: [ 'None: the block keeps no attributes of its own.' ];
	return [ START_MARKER, '## Attributes', '', ...body, END_MARKER ].join(
		'\n'
	);
}

/**
 * The README with its attributes section replaced, or a new README's first lines when there is
 * none yet.
 *
 * @param readme   The README's text, or undefined when the folder has none.
 * @param metadata The block's block.json.
 */
export function withAttributesSection(
	readme: string | undefined,
	metadata: BlockJson
): string {
	const section = attributesSection( metadata );
	if ( readme === undefined ) {
		const description =
			typeof metadata.description === 'string'
				? metadata.description + '\n\n'
				: '';
		return `# ${ metadata.title } (\`${ metadata.name }\`)\n\n${ description }${ section }\n`;
	}
	const start = readme.indexOf( START_MARKER );
	const end = readme.indexOf( END_MARKER );
	if ( start === -1 || end < start ) {
		throw new Error(
			`No attributes section between "${ START_MARKER }" and "${ END_MARKER }".`
		);
	}
	return (
		readme.slice( 0, start ) +
		section +
		readme.slice( end + END_MARKER.length )
	);
}
