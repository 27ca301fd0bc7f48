import { migrateButton } from '../deprecated/v1';

describe( 'first version button migration', () => {
	it( 'moves the text and hex colours into a link button with the scheduling address', () => {
		expect(
			migrateButton( {
				submitButtonText: 'Book now',
				submitButtonTextColor: '801249',
				submitButtonBackgroundColor: '#212020',
				url: 'https://calendly.com/x',
			} )
		).toEqual( {
			element: 'a',
			uniqueId: 'calendly-widget-id',
			passthroughAttributes: { url: 'url' },
			text: 'Book now',
			customTextColor: '#801249',
			customBackgroundColor: '#212020',
			url: 'https://calendly.com/x',
		} );
	} );

	it( 'keeps preset colours as presets and custom colours as custom, with the default text', () => {
		expect(
			migrateButton( {
				textButtonColor: 'paper',
				backgroundButtonColor: 'accent',
				customTextButtonColor: '#ffffff',
				url: 'https://calendly.com/x',
			} )
		).toEqual( {
			element: 'a',
			uniqueId: 'calendly-widget-id',
			passthroughAttributes: { url: 'url' },
			text: 'Schedule time with me',
			textColor: 'paper',
			customTextColor: '#ffffff',
			backgroundColor: 'accent',
			url: 'https://calendly.com/x',
		} );
	} );
} );
