import { __ } from '@wordpress/i18n';

export const relatedPostsLabel = () => __( 'Related posts', 'tessera' );
