import { DEFAULT_SETTINGS, type StorySettings } from './settings';

/** Numbers with the range each may take; out of range or not a number means "use the default". */
const NUMBER_RANGES: Partial<
	Record< keyof StorySettings, [ number, number ] >
> = {
	imageTime: [ 1, 60 ],
	defaultAspectRatio: [ 0.1, 10 ],
	cropUpTo: [ 0, 1 ],
	volume: [ 0, 1 ],
	maxBullets: [ 1, 50 ],
	maxBulletsFullscreen: [ 1, 50 ],
};

/** The known settings, of the right type and range, among saved or attribute values. */
export function parseSettings( raw: unknown ): Partial< StorySettings > {
	if ( ! raw || typeof raw !== 'object' || Array.isArray( raw ) ) {
		return {};
	}
	const given = raw as Record< string, unknown >;
	const kept: Record< string, unknown > = {};
	for ( const key of Object.keys( DEFAULT_SETTINGS ) as Array<
		keyof StorySettings
	> ) {
		const value = given[ key ];
		const range = NUMBER_RANGES[ key ];
		if ( range ) {
			if (
				typeof value === 'number' &&
				value >= range[ 0 ] &&
				value <= range[ 1 ]
			) {
				kept[ key ] = value;
			}
		} else if ( typeof value === 'boolean' ) {
			kept[ key ] = value;
		}
	}
	return kept as Partial< StorySettings >;
}
