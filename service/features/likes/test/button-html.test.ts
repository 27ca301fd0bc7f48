import { likeCountText, likesHtml } from '../button-html';

describe( 'the Like button', () => {
	const view = {
		postId: 7,
		count: 2,
		formAction: '/tessera-likes/7',
		nonce: 'abcdef0123',
		signInUrl: '/wp-login.php?redirect_to=x',
	};

	it( 'counts in words', () => {
		expect( likeCountText( 0 ) ).toBe( 'Be the first to like this.' );
		expect( likeCountText( 1 ) ).toBe( '1 like' );
		expect( likeCountText( 12 ) ).toBe( '12 likes' );
	} );

	it( 'is a form that likes, or unlikes when pressed', () => {
		const off = likesHtml( { ...view, iLike: false } );
		expect( off ).toContain( 'aria-pressed="false"' );
		expect( off ).toContain( 'name="like" value="1"' );
		expect( off ).toContain( 'aria-pressed="false">Like</button>' );
		const on = likesHtml( { ...view, iLike: true } );
		expect( on ).toContain( 'aria-pressed="true"' );
		expect( on ).toContain( 'name="like" value="0"' );
		expect( on ).toContain( 'aria-pressed="true">Liked</button>' );
		expect( on ).toContain( '2 likes' );
	} );

	it( 'offers visitors a sign-in link instead', () => {
		const html = likesHtml( { ...view, iLike: null } );
		expect( html ).not.toContain( '<form' );
		expect( html ).toContain(
			'<a class="tessera-likes__sign-in" href="/wp-login.php?redirect_to=x">'
		);
	} );
} );
