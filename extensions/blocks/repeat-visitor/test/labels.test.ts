import { visibilityNotice } from '../labels';

describe( 'visibilityNotice', () => {
	it( 'says who sees the content for each criteria, with the singular at 1', () => {
		expect(
			[
				[ 'after-visits', 1 ],
				[ 'after-visits', 3 ],
				[ 'before-visits', 1 ],
				[ 'before-visits', 4 ],
			].map( ( [ criteria, threshold ] ) =>
				visibilityNotice( criteria, threshold )
			)
		).toStrictEqual( [
			'This block will only appear to people who have visited this page more than once.',
			'This block will only appear to people who have visited this page more than 3 times.',
			'This block will only appear to people who are visiting this page for the first time.',
			'This block will only appear to people who have visited this page at most 4 times.',
		] );
	} );
} );
