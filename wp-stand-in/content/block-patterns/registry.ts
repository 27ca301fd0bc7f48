import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVE_THEME } from '../theme';

/** What patterns.json says of one pattern; its markup is in `<slug>.html` beside it. */
interface PatternMetadata {
	slug: string;
	title: string;
	description: string;
	categories: string[];
	blockTypes?: string[];
	keywords: string[];
	viewportWidth: number;
	inserter?: boolean;
}

/** A pattern as register_block_pattern() holds it. */
export interface BlockPattern extends Omit< PatternMetadata, 'slug' > {
	name: string;
	content: string;
	/** Who registered it: the theme, as a theme's `patterns/` folder does in WordPress. */
	source: 'theme';
}

function loadPatterns(): BlockPattern[] {
	const metadata = JSON.parse(
		readFileSync( join( __dirname, 'patterns.json' ), 'utf8' )
	) as PatternMetadata[];
	return metadata.map( ( { slug, ...pattern } ) => ( {
		...pattern,
		name: `${ ACTIVE_THEME.stylesheet }/${ slug }`,
		content: readFileSync( join( __dirname, `${ slug }.html` ), 'utf8' ),
		source: 'theme',
	} ) );
}

let patterns: BlockPattern[] | undefined;

/** The site's block patterns, read once: the theme's own, written for this project. */
export function blockPatterns(): BlockPattern[] {
	patterns ??= loadPatterns();
	return patterns;
}

/**
 * One pattern as `GET /wp/v2/block-patterns/patterns` answers it: WordPress's snake_case field
 * names (the editor turns them back into camelCase), a field left out when the pattern lacks it.
 */
export function restPattern(
	pattern: BlockPattern
): Record< string, unknown > {
	const fields: [ string, unknown ][] = [
		[ 'name', pattern.name ],
		[ 'title', pattern.title ],
		[ 'content', pattern.content ],
		[ 'description', pattern.description ],
		[ 'viewport_width', pattern.viewportWidth ],
		[ 'inserter', pattern.inserter ?? true ],
		[ 'categories', pattern.categories ],
		[ 'keywords', pattern.keywords ],
		[ 'block_types', pattern.blockTypes ],
		[ 'source', pattern.source ],
	];
	return Object.fromEntries(
		fields.filter( ( [ , value ] ) => value !== undefined )
	);
}
