import { inLocale } from '../../../../platform/render/locale-strings';
import { likeCountText, likesHtml } from '../button-html';

describe( 'the Like button', () => {
	const view = {
		postId: 7,
		count: 2,
		formAction: '/tessera-likes/7',
		nonce: 'abcdef0123',
		signInUrl: '/wp-login.php?redirect_to=x',
		locale: 'en_US',
	};

	it( 'counts in words', () => {
		expect( likeCountText( 0 ) ).toBe( 'Be the first to like this.' );
		expect( likeCountText( 1 ) ).toBe( '1 like' );
		expect( likeCountText( 12 ) ).toBe( '12 likes' );
	} );

	it( 'groups the count as the site’s language writes numbers', () => {
		expect( likeCountText( 1234, 'en_US' ) ).toBe( '1,234 likes' );
		expect( likeCountText( 999, 'en_US' ) ).toBe( '999 likes' );
		// French groups with a narrow no-break space (U+202F), as Intl writes it.
		expect(
			inLocale( 'fr_FR', () => [
				likeCountText( 1234, 'fr_FR' ),
				likeCountText( 1, 'fr_FR' ),
				likeCountText( 0, 'fr_FR' ),
			] )
		).toStrictEqual( [
			'1\u202f234 mentions J’aime',
			'1 mention J’aime',
			'Soyez le premier à aimer ceci.',
		] );
		expect( likesHtml( { ...view, count: 1234, iLike: false } ) ).toContain(
			'>1,234 likes</span>'
		);
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
