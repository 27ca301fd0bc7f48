import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** 'Albums → name' inside an album; Albums goes back to the list of albums. */
export function Breadcrumb( {
	name,
	onAlbums,
}: {
	name: string;
	onAlbums: () => void;
} ) {
	return (
		<nav
			className="tessera-external-media__breadcrumb"
			aria-label={ __( 'Breadcrumb', 'tessera' ) }
		>
			<Button variant="link" onClick={ onAlbums }>
				{ __( 'Albums', 'tessera' ) }
			</Button>
			<span aria-hidden="true"> → </span>
			<span>{ name }</span>
		</nav>
	);
}
