import { SlotFillProvider } from '@wordpress/components';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
	TesseraLikesAndSharingPanel,
	TesseraPluginSidebar,
} from '../slot-fill';
import { TesseraSurfaces } from '../surfaces';

// The editor's slots need the whole editor; stand-ins show what the surfaces pass to them.
jest.mock( '@wordpress/editor', () => ( {
	PluginSidebar: ( props: { title: string; children: ReactNode } ) => (
		<section aria-label={ `sidebar ${ props.title }` }>
			{ props.children }
		</section>
	),
	PluginSidebarMoreMenuItem: ( props: { children: ReactNode } ) => (
		<button>{ props.children }</button>
	),
	PluginDocumentSettingPanel: ( props: {
		title: string;
		children: ReactNode;
	} ) => (
		<section aria-label={ `panel ${ props.title }` }>
			{ props.children }
		</section>
	),
} ) );

function renderWith( fills: ReactNode ) {
	return render(
		<SlotFillProvider>
			<TesseraSurfaces />
			{ fills }
		</SlotFillProvider>
	);
}

describe( 'Tessera editor surfaces', () => {
	it( 'shows neither the sidebar nor the panel without fills', () => {
		renderWith( null );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'ignores fills that render nothing', () => {
		renderWith(
			<>
				<TesseraPluginSidebar>{ null }</TesseraPluginSidebar>
				<TesseraLikesAndSharingPanel>
					{ false }
				</TesseraLikesAndSharingPanel>
			</>
		);
		expect( screen.queryByRole( 'region' ) ).toBeNull();
	} );

	it( 'shows the Tessera sidebar and its menu item holding every fill', () => {
		renderWith(
			<>
				<TesseraPluginSidebar>
					<p>first panel</p>
				</TesseraPluginSidebar>
				<TesseraPluginSidebar>
					<p>second panel</p>
				</TesseraPluginSidebar>
			</>
		);
		const sidebar = screen.getByRole( 'region', {
			name: 'sidebar Tessera',
		} );
		expect( sidebar ).toHaveTextContent( 'first panel' );
		expect( sidebar ).toHaveTextContent( 'second panel' );
		expect(
			screen.getByRole( 'button', { name: 'Tessera' } )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'region', { name: 'panel Likes and Sharing' } )
		).toBeNull();
	} );

	it( 'shows the Likes and Sharing panel only when filled', () => {
		renderWith(
			<TesseraLikesAndSharingPanel>
				<p>Show likes.</p>
			</TesseraLikesAndSharingPanel>
		);
		expect(
			screen.getByRole( 'region', { name: 'panel Likes and Sharing' } )
		).toHaveTextContent( 'Show likes.' );
		expect(
			screen.queryByRole( 'region', { name: 'sidebar Tessera' } )
		).toBeNull();
	} );
} );
