import { fireEvent, render, screen } from '@testing-library/react';

import { UpgradeBanner } from '../upgrade-banner';

describe( 'UpgradeBanner', () => {
	it( 'says what needs the upgrade and calls back on Upgrade', () => {
		const onUpgrade = jest.fn();
		render(
			<UpgradeBanner onUpgrade={ onUpgrade } isRedirecting={ false } />
		);
		const region = screen.getByRole( 'region', { name: 'Premium Block' } );
		expect( region ).toHaveTextContent(
			'Upgrade your plan to use this premium block'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Upgrade' } ) );
		expect( onUpgrade ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads Redirecting… and takes no second click while redirecting', () => {
		const onUpgrade = jest.fn();
		render(
			<UpgradeBanner
				description="Upgrade your plan to upload audio"
				onUpgrade={ onUpgrade }
				isRedirecting
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Redirecting…' } );
		fireEvent.click( button );
		expect( onUpgrade ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'Upgrade your plan to upload audio' )
		).toBeInTheDocument();
	} );
} );
