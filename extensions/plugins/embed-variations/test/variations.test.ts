import type { BlockConfiguration } from '@wordpress/blocks';
import { withEmbedVariations } from '../variations';

const core = {
	title: 'Embed',
	category: 'embed',
	variations: [
		{ name: 'twitter', title: 'Twitter', patterns: [ /twitter/ ] },
		{
			name: 'facebook',
			title: 'Facebook',
			scope: [ 'block' ],
			patterns: [],
		},
		{
			name: 'instagram',
			title: 'Instagram',
			scope: [ 'block' ],
			patterns: [],
		},
	],
} as unknown as BlockConfiguration;

describe( 'withEmbedVariations', () => {
	it( 'gives Facebook and Instagram their patterns and adds Loom and SmartFrame', () => {
		const variations = withEmbedVariations(
			core,
			'core/embed'
		).variations!;
		expect(
			variations.map( ( variation ) => [
				variation.name,
				variation.scope,
				( variation as unknown as { patterns: RegExp[] } ).patterns
					.length,
				variation.attributes?.providerNameSlug,
			] )
		).toStrictEqual( [
			[ 'twitter', undefined, 1, undefined ],
			[ 'facebook', [ 'block', 'inserter' ], 2, undefined ],
			[ 'instagram', [ 'block', 'inserter' ], 1, undefined ],
			[ 'loom', undefined, 1, 'loom' ],
			[ 'smartframe', undefined, 1, 'smartframe' ],
		] );
	} );

	it( 'leaves other blocks alone, and does not add a variation twice', () => {
		expect( withEmbedVariations( core, 'core/video' ) ).toBe( core );
		const twice = withEmbedVariations(
			withEmbedVariations( core, 'core/embed' ),
			'core/embed'
		);
		expect( twice.variations ).toHaveLength( 5 );
	} );
} );
