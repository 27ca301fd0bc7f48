import { postTextParts } from './text';

interface PostTextProps {
	text: string;
	urls?: string[];
	cardUrl?: string;
}

/** The post text, built from text nodes, line breaks and links (never parsed as HTML). */
export function PostText( { text, urls, cardUrl }: PostTextProps ) {
	const parts = postTextParts( text, urls, cardUrl );
	if ( parts.length === 0 ) {
		return null;
	}
	return (
		<div className="tessera-microblog-preview__text">
			{ parts.map( ( part, index ) => {
				if ( part.kind === 'break' ) {
					return <br key={ index } />;
				}
				if ( part.kind === 'link' ) {
					return (
						<a
							key={ index }
							href={ part.href }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ part.text }
						</a>
					);
				}
				return <span key={ index }>{ part.text }</span>;
			} ) }
		</div>
	);
}
