import { isEmailValid } from '..';

const local64 = 'a'.repeat( 64 );
const label63 = 'b'.repeat( 63 );
/** 64 + 1 + 63 + 1 + 63 + 1 + `tail` + 4 characters. */
const addressWithTail = ( tail: number ) =>
	`${ local64 }@${ label63 }.${ label63 }.${ 'c'.repeat( tail ) }.com`;

const VALID = [
	'simple@example.com',
	'very.common@example.com',
	'disposable.style.email.with+symbol@example.com',
	'other.email-with-hyphen@example.com',
	'user.name+tag+sorting@example.com',
	'x@example.com',
	'a@b.co',
	'example-indeed@strange-example.com',
	'admin@mailserver1.example.org',
	'example@s.example',
	'mailhost!username@example.org',
	'user%example.com@example.org',
	'user-@example.org',
	'UPPER.Case@Example.COM',
	'1234567890@example.com',
	'_______@example.com',
	'email@subdomain.example.com',
	'firstname-lastname@example.co.uk',
	"o'reilly@example.ie",
	"#!$%&'*+-/=?^_`{}|~@example.org",
	'test/test@test.com',
	'user@123.example.com',
	'user@my--double-hyphen.example',
	'user@xn--bcher-kva.de',
	'user@xn--80ak6aa92e.com',
	'user@example.xn--p1ai',
	`${ local64 }@example.com`,
	`user@${ label63 }.com`,
	addressWithTail( 57 ),
];

const INVALID = [
	'',
	'plainaddress',
	'Abc.example.com',
	'@example.com',
	'user@',
	'user@localhost',
	'user@example',
	'A@b@c@example.com',
	'a"b(c)d,e:f;g<h>i[j\\k]l@example.com',
	'just"not"right@example.com',
	'this is"not\\allowed@example.com',
	'"john doe"@example.com',
	'"john"@example.com',
	'john..doe@example.com',
	'.john@example.com',
	'john.@example.com',
	'john@example..com',
	'john@.example.com',
	'john@example.com.',
	'john doe@example.com',
	' john@example.com',
	'john@example.com ',
	'john@example.com\n',
	'<john@example.com>',
	'John Doe <john@example.com>',
	'<script>alert(1)</script>@example.com',
	'john@example.com<script>alert(1)</script>',
	'javascript:alert(1)@example.com',
	'用户@例子.广告',
	'user@bücher.de',
	'josé@example.com',
	'user@-example.com',
	'user@example-.com',
	'user@exa_mple.com',
	'user@example.c',
	'user@example.123',
	'user@xn--.com',
	'user@[192.168.0.1]',
	'user@192.168.0.1',
	'user@example.com,other@example.com',
	`${ local64 }a@example.com`,
	`user@${ label63 }b.com`,
	addressWithTail( 58 ),
];

describe( 'isEmailValid', () => {
	it( 'builds the length-limit addresses it means to', () => {
		expect( addressWithTail( 57 ) ).toHaveLength( 254 );
		expect( addressWithTail( 58 ) ).toHaveLength( 255 );
		expect( VALID.length ).toBeGreaterThanOrEqual( 25 );
		expect( INVALID.length ).toBeGreaterThanOrEqual( 25 );
	} );

	it.each( VALID )( 'accepts %p', ( address ) => {
		expect( isEmailValid( address ) ).toBe( true );
	} );

	it.each( INVALID )( 'refuses %p', ( address ) => {
		expect( isEmailValid( address ) ).toBe( false );
	} );

	it( 'refuses what is not a string', () => {
		for ( const value of [ undefined, null, 5, {}, [ 'a@example.com' ] ] ) {
			expect( isEmailValid( value as unknown as string ) ).toBe( false );
		}
	} );
} );
