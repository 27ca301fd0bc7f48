import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ThemePresets {
	layout?: { contentSize?: string; wideSize?: string };
	color?: { slug: string; name: string; color: string }[];
	fontSizes?: { slug: string; name: string; size: string }[];
}

const PRESETS_FILE = join(
	__dirname,
	'..',
	'..',
	'src',
	'theme',
	'presets.json'
);

let presetsRead: ThemePresets | undefined;

/** The theme's presets, read once: they are part of the code, and every visitor page asks. */
function themePresets(): ThemePresets {
	if ( ! presetsRead ) {
		try {
			presetsRead = JSON.parse(
				readFileSync( PRESETS_FILE, 'utf8' )
			) as ThemePresets;
		} catch {
			// No presets yet: the theme declares none.
			presetsRead = {};
		}
	}
	return presetsRead;
}

/**
 * The theme's global styles data (what WP_Theme_JSON_Resolver gives for the theme origin), built
 * from the presets the theme declares in src/theme/presets.json, the same file the editor reads.
 */
export function themeJson(): {
	version: 3;
	settings: Record< string, unknown >;
	styles: Record< string, unknown >;
} {
	const presets = themePresets();
	const settings: Record< string, unknown > = {};
	if ( presets.color?.length ) {
		settings.color = { palette: { theme: presets.color } };
	}
	if ( presets.fontSizes?.length ) {
		settings.typography = { fontSizes: { theme: presets.fontSizes } };
	}
	if ( presets.layout ) {
		settings.layout = presets.layout;
	}
	return { version: 3, settings, styles: {} };
}
