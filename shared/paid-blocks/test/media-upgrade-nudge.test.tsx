import { fireEvent, render, screen } from '@testing-library/react';
import { applyFilters } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { registerMediaUpgradeNudges } from '../media-upgrade-nudge';

jest.mock( '@wordpress/block-editor', () => ( {
	useBlockEditContext: () => ( { name: 'core/cover' } ),
} ) );
jest.mock( '../use-upgrade-prompt', () => ( {
	useUpgradePrompt: () => ( { upgrade: jest.fn(), isRedirecting: false } ),
} ) );

interface PlaceholderProps {
	handleUpload?: boolean | ( ( files: File[] ) => boolean );
	onSelect?: ( media: unknown ) => void;
	onFilesPreUpload?: ( files: File[] ) => void;
}

const uploads: File[][] = [];

/** Keeps the media placeholder's contract: a refused upload hands the files to onSelect. */
function FakePlaceholder( props: PlaceholderProps & { file: File } ) {
	const pick = () => {
		const files = [ props.file ];
		const { handleUpload = true } = props;
		if (
			! handleUpload ||
			( typeof handleUpload === 'function' && ! handleUpload( files ) )
		) {
			props.onSelect?.( files );
			return;
		}
		props.onFilesPreUpload?.( files );
		uploads.push( files );
	};
	return <button onClick={ pick }>Pick</button>;
}

registerMediaUpgradeNudges();
const Placeholder = applyFilters(
	'editor.MediaPlaceholder',
	FakePlaceholder
) as ComponentType< PlaceholderProps & { file: File } >;

beforeEach( () => {
	uploads.length = 0;
	window.Tessera_Editor_Initial_State = {
		available_blocks: {
			'core/cover': {
				available: false,
				unavailable_reason: 'missing_plan',
				details: { required_plan: 'premium' },
			},
		},
		tessera: { enable_upgrade_nudge: true },
		allowedMimeTypes: { 'jpg|jpeg|jpe': 'image/jpeg' },
	} as unknown as typeof window.Tessera_Editor_Initial_State;
} );

describe( 'the cover placeholder on a plan without video covers', () => {
	it( 'shows the banner for a video and uploads nothing, the cover keeping its placeholder', () => {
		const onSelect = jest.fn();
		const onFilesPreUpload = jest.fn();
		render(
			<Placeholder
				file={ new File( [ 'x' ], 'waves.mp4', { type: 'video/mp4' } ) }
				onSelect={ onSelect }
				onFilesPreUpload={ onFilesPreUpload }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
		expect(
			screen.getByRole( 'region', { name: 'Premium Block' } )
		).toHaveTextContent( 'Upgrade your plan to use video covers' );
		expect( uploads ).toStrictEqual( [] );
		expect( onSelect ).not.toHaveBeenCalled();
		expect( onFilesPreUpload ).not.toHaveBeenCalled();
	} );

	it( 'uploads an image as before, with no banner', () => {
		const onSelect = jest.fn();
		const onFilesPreUpload = jest.fn();
		const image = new File( [ 'x' ], 'sea.jpg', { type: 'image/jpeg' } );
		render(
			<Placeholder
				file={ image }
				onSelect={ onSelect }
				onFilesPreUpload={ onFilesPreUpload }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( uploads ).toStrictEqual( [ [ image ] ] );
		expect( onFilesPreUpload ).toHaveBeenCalledWith( [ image ] );
	} );

	it( "keeps the block's own refusal: its onSelect gets the files", () => {
		const onSelect = jest.fn();
		const image = new File( [ 'x' ], 'sea.jpg', { type: 'image/jpeg' } );
		render(
			<Placeholder
				file={ image }
				handleUpload={ false }
				onSelect={ onSelect }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
		expect( onSelect ).toHaveBeenCalledWith( [ image ] );
		expect( uploads ).toStrictEqual( [] );
	} );
} );
