import { __ } from '@wordpress/i18n';

/** How people know each network Publicize shares to. */
export function serviceLabel( service: string ): string {
	switch ( service ) {
		case 'twitter':
			return __( 'Twitter', 'tessera' );
		case 'facebook':
			return __( 'Facebook', 'tessera' );
		case 'linkedin':
			return __( 'LinkedIn', 'tessera' );
		case 'tumblr':
			return __( 'Tumblr', 'tessera' );
		default:
			return service;
	}
}

export const SHARING_SERVICES = [ 'twitter', 'facebook', 'linkedin', 'tumblr' ];
