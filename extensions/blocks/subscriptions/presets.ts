/**
 * Colours and gradients are kept as a preset slug when the author picks one of the theme's (so a
 * theme change follows) and as a custom value otherwise; these turn a picked value into that pair
 * and back.
 */
export interface Preset {
	slug: string;
	color?: string;
	gradient?: string;
}

export interface PresetOrCustom {
	slug?: string;
	custom?: string;
}

export function presetOrCustom(
	value: string | undefined,
	presets: readonly Preset[],
	key: 'color' | 'gradient'
): PresetOrCustom {
	if ( ! value ) {
		return {};
	}
	const preset = presets.find(
		( candidate ) => candidate[ key ]?.toLowerCase() === value.toLowerCase()
	);
	return preset ? { slug: preset.slug } : { custom: value };
}

export function valueOf(
	slug: string | undefined,
	custom: string | undefined,
	presets: readonly Preset[],
	key: 'color' | 'gradient'
): string | undefined {
	if ( slug ) {
		return presets.find( ( preset ) => preset.slug === slug )?.[ key ];
	}
	return custom;
}
