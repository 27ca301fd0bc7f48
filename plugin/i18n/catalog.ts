/**
 * Gettext catalogues as gettext-parser reads them: the template's entries merged into a
 * translation, what a translation still lacks, and the part of it one script needs.
 */
import type { GetTextTranslation, GetTextTranslations } from 'gettext-parser';

/** An entry's identity: its context and its text, as gettext and Jed join them. */
export const keyOf = ( entry: GetTextTranslation ) =>
	entry.msgctxt ? `${ entry.msgctxt }\u0004${ entry.msgid }` : entry.msgid;

/** Every entry but the header. */
export function entriesOf( table: GetTextTranslations ): GetTextTranslation[] {
	return Object.values( table.translations ).flatMap( ( context ) =>
		Object.values( context ).filter( ( entry ) => entry.msgid !== '' )
	);
}

/** Adds an entry, or adds its references to the entry already there. */
export function addEntry(
	table: GetTextTranslations,
	entry: GetTextTranslation
) {
	const context = ( table.translations[ entry.msgctxt ?? '' ] ??= {} );
	const known = context[ entry.msgid ];
	if ( ! known ) {
		context[ entry.msgid ] = entry;
		return;
	}
	const references = new Set(
		[ known.comments?.reference, entry.comments?.reference ]
			.flatMap( ( lines ) => lines?.split( '\n' ) ?? [] )
			.filter( Boolean )
	);
	known.comments = {
		...known.comments,
		reference: [ ...references ].join( '\n' ),
	};
}

const compare = ( a: string, b: string ) => {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
};

const TRANSLATORS = 'translators: ';

/**
 * The comments for translators of a text said in several places, in code-point order: the
 * extractor keeps the `translators:` mark on the first one it found, and joins the others after.
 *
 * @param extracted The entry's extracted comments, one a line.
 */
function sortedTranslatorComments( extracted: string ): string {
	const lines = extracted.split( '\n' );
	if ( ! lines[ 0 ].startsWith( TRANSLATORS ) ) {
		return extracted;
	}
	lines[ 0 ] = lines[ 0 ].slice( TRANSLATORS.length );
	const ordered = lines.sort( compare );
	ordered[ 0 ] = TRANSLATORS + ordered[ 0 ];
	return ordered.join( '\n' );
}

/** An entry with its references and its comments for translators in code-point order. */
function withSortedReferences( entry: GetTextTranslation ): GetTextTranslation {
	const { reference, extracted } = entry.comments ?? {};
	if ( ! reference && ! extracted ) {
		return entry;
	}
	return {
		...entry,
		comments: {
			...entry.comments!,
			...( reference
				? {
						reference: reference
							.split( '\n' )
							.sort( compare )
							.join( '\n' ),
					}
				: {} ),
			...( extracted
				? { extracted: sortedTranslatorComments( extracted ) }
				: {} ),
		},
	};
}

/**
 * The same catalogue, its contexts, entries and each entry's references in code-point order (the
 * header first): the extractor reads files in parallel, so the order it found them in changes
 * from run to run.
 */
export function sorted( table: GetTextTranslations ): GetTextTranslations {
	const translations: GetTextTranslations[ 'translations' ] = {};
	for ( const context of Object.keys( table.translations ).sort( compare ) ) {
		translations[ context ] = {};
		for ( const msgid of Object.keys( table.translations[ context ] ).sort(
			compare
		) ) {
			translations[ context ][ msgid ] = withSortedReferences(
				table.translations[ context ][ msgid ]
			);
		}
	}
	return { ...table, translations };
}

/**
 * The template's entries with the translation's texts where it has them (an entry whose
 * plural changed is translated anew); what the template no longer holds is dropped.
 *
 * @param template    The POT.
 * @param translation The existing PO.
 */
export function mergeTranslation(
	template: GetTextTranslations,
	translation: GetTextTranslations
): GetTextTranslations {
	const known = new Map(
		entriesOf( translation ).map( ( entry ) => [ keyOf( entry ), entry ] )
	);
	const merged: GetTextTranslations = {
		charset: 'utf-8',
		headers: translation.headers,
		translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
	};
	for ( const entry of entriesOf( template ) ) {
		const previous = known.get( keyOf( entry ) );
		const same = previous?.msgid_plural === entry.msgid_plural;
		addEntry( merged, {
			...entry,
			msgstr:
				previous && same
					? previous.msgstr
					: entry.msgstr.map( () => '' ),
			comments: {
				...entry.comments,
				...( previous?.comments?.translator
					? { translator: previous.comments.translator }
					: {} ),
			},
		} );
	}
	return sorted( merged );
}

/** How many plural forms the language has, as its `Plural-Forms` header says (2 without one). */
export function pluralCount( translation: GetTextTranslations ): number {
	const header = translation.headers[ 'Plural-Forms' ] ?? '';
	return Number( /nplurals\s*=\s*(\d+)/.exec( header )?.[ 1 ] ?? 2 );
}

/** The entries a translation leaves empty (a plural counts when any of its forms is empty). */
export function untranslated(
	translation: GetTextTranslations
): GetTextTranslation[] {
	const forms = pluralCount( translation );
	return entriesOf( translation ).filter( ( entry ) => {
		const needed = entry.msgid_plural ? forms : 1;
		return (
			entry.msgstr.length < needed ||
			entry.msgstr.slice( 0, needed ).some( ( text ) => text === '' )
		);
	} );
}

/**
 * The part of a translation whose entries some file of the code uses.
 *
 * @param translation The PO.
 * @param usedIn      Whether a file (a reference without its line) belongs to the script.
 */
export function forFiles(
	translation: GetTextTranslations,
	usedIn: ( file: string ) => boolean
): GetTextTranslations {
	const part: GetTextTranslations = {
		...translation,
		translations: { '': {} },
	};
	for ( const entry of entriesOf( translation ) ) {
		const files = ( entry.comments?.reference ?? '' )
			.split( /\s+/ )
			.map( ( reference ) => reference.replace( /:\d+$/, '' ) );
		if ( files.some( usedIn ) ) {
			addEntry( part, entry );
		}
	}
	return part;
}
