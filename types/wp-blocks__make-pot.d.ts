/**
 * The parts of @wp-blocks/make-pot (which ships no types) that plugin/i18n/extract.ts calls: its
 * own command-line parser, the extraction run, the plugin-header reader, WordPress's block.json i18n
 * schema and the Jed (JSON) writer.
 */
declare module '@wp-blocks/make-pot/lib/cli/parseCli.js' {
	export interface MakePotArgs {
		headers?: Record< string, string >;
		options: { headers: Record< string, string > };
	}
	export function parseCliArgs(
		args: Record< string, unknown > & { _: string[] }
	): MakePotArgs;
}

declare module '@wp-blocks/make-pot/lib/parser/exec.js' {
	import type { MakePotArgs } from '@wp-blocks/make-pot/lib/cli/parseCli.js';
	export function exec( args: MakePotArgs ): Promise< string >;
}

declare module '@wp-blocks/make-pot/lib/extractors/php.js' {
	export function parsePHPFile( content: string ): Record< string, string >;
}

declare module '@wp-blocks/make-pot/lib/assets/block-i18n.js' {
	const schema: Record< string, unknown >;
	export default schema;
}

declare module '@wp-blocks/make-pot/lib/parser/makeJson.js' {
	import type { GetTextTranslations } from 'gettext-parser';
	export interface JedFile {
		'translation-revision-date': string;
		generator: string;
		source: string;
		domain: string;
		locale_data: Record< string, unknown >;
	}
	export class MakeJsonCommand {
		constructor( args: {
			source: string;
			destination: string;
			paths: { cwd: string };
		} );
		convertToJed(
			headers: GetTextTranslations[ 'headers' ],
			translations: GetTextTranslations[ 'translations' ],
			source: string,
			locale: string
		): JedFile;
	}
}
