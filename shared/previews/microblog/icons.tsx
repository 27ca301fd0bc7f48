/** The footer icons of a microblog post: reply, repost, like, share (drawn here, 24×24). */
const PATHS = {
	reply: 'M4 11.5C4 7.4 7.4 4 11.5 4h1C16.6 4 20 7.4 20 11.5S16.6 19 12.5 19H11l-4.5 3v-3.6C5 17 4 14.4 4 11.5zm7.5-6C8.2 5.5 5.5 8.2 5.5 11.5c0 2.4 1.4 4.5 3.5 5.4l.5.2v2.1L10.6 17.5h1.9c3.3 0 6-2.7 6-6s-2.7-6-6-6h-1z',
	repost: 'M7 5l-4 4h3v7.5C6 18 7 19 8.5 19H13v-1.5H8.5c-.6 0-1-.4-1-1V9h3L7 5zm10 14l4-4h-3V7.5C18 6 17 5 15.5 5H11v1.5h4.5c.6 0 1 .4 1 1V15h-3l3.5 4z',
	like: 'M12 20.5l-1-.9C6 15.2 3 12.4 3 8.9 3 6.2 5.1 4 7.8 4c1.6 0 3.1.8 4.2 2 1.1-1.2 2.6-2 4.2-2C18.9 4 21 6.2 21 8.9c0 3.5-3 6.3-8 10.7l-1 .9zM7.8 5.5c-1.9 0-3.3 1.5-3.3 3.4 0 2.7 2.6 5.2 7.5 9.6 4.9-4.4 7.5-6.9 7.5-9.6 0-1.9-1.4-3.4-3.3-3.4-1.4 0-2.7.9-3.3 2.2h-1.8c-.6-1.3-1.9-2.2-3.3-2.2z',
	share: 'M12 3l-4.5 4.5 1.1 1.1 2.7-2.7V15h1.5V5.9l2.7 2.7 1.1-1.1L12 3zM5 13v5.5C5 19.9 6.1 21 7.5 21h9c1.4 0 2.5-1.1 2.5-2.5V13h-1.5v5.5c0 .6-.4 1-1 1h-9c-.6 0-1-.4-1-1V13H5z',
} as const;

export type FooterIconName = keyof typeof PATHS;

export function FooterIcon( { name }: { name: FooterIconName } ) {
	return (
		<svg
			viewBox="0 0 24 24"
			width="18"
			height="18"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ PATHS[ name ] } fill="currentColor" />
		</svg>
	);
}
