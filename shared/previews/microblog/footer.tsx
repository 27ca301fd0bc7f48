import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FooterIcon, type FooterIconName } from './icons';

/** The (inert) reply, repost, like and share actions under a post. */
export function PostFooter() {
	const actions: [ FooterIconName, string ][] = [
		[ 'reply', __( 'Reply', 'tessera' ) ],
		[ 'repost', __( 'Repost', 'tessera' ) ],
		[ 'like', __( 'Like', 'tessera' ) ],
		[ 'share', __( 'Share', 'tessera' ) ],
	];
	return (
		<ul
			className="tessera-microblog-preview__footer"
			aria-label={ __( 'Post actions', 'tessera' ) }
		>
			{ actions.map( ( [ name, label ] ) => (
				<li
					key={ name }
					className={ `tessera-microblog-preview__action tessera-microblog-preview__action--${ name }` }
					title={ label }
				>
					<FooterIcon name={ name } />
					<VisuallyHidden>{ label }</VisuallyHidden>
				</li>
			) ) }
		</ul>
	);
}
