import { inLocale } from '../../../../platform/render/locale-strings';
import { mapLabels } from '../labels';
import { controlCorner } from '../view-rules';

describe( 'the map’s words', () => {
	it( 'give the maps library its controls’ texts in the page’s language', () => {
		const french = inLocale( 'fr_FR', mapLabels );
		expect( french.controls ).toStrictEqual( {
			'AttributionControl.ToggleAttribution':
				'Afficher ou masquer les crédits',
			'FullscreenControl.Enter': 'Passer en plein écran',
			'FullscreenControl.Exit': 'Quitter le plein écran',
			'LogoControl.Title': 'Logo Mapbox',
			'NavigationControl.ZoomIn': 'Zoom avant',
			'NavigationControl.ZoomOut': 'Zoom arrière',
		} );
		expect(
			inLocale( 'fr_FR', () => mapLabels().marker( 'Le port' ) )
		).toBe( 'Marqueur\u00a0: Le port' );
		expect( mapLabels().controls[ 'NavigationControl.ZoomIn' ] ).toBe(
			'Zoom in'
		);
	} );
} );

describe( 'controlCorner', () => {
	it( 'keeps each corner left to right, and takes the other side right to left', () => {
		const corners = [
			'top-left',
			'top-right',
			'bottom-left',
			'bottom-right',
		] as const;
		expect(
			corners.map( ( corner ) => controlCorner( corner, false ) )
		).toStrictEqual( corners );
		expect(
			corners.map( ( corner ) => controlCorner( corner, true ) )
		).toStrictEqual( [
			'top-right',
			'top-left',
			'bottom-right',
			'bottom-left',
		] );
	} );
} );
