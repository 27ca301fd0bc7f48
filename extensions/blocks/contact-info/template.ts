/**
 * A new Contact Info block starts with email, phone and address.
 *
 * What it may hold is block.json's `allowedBlocks`: the contact blocks, a map and business hours
 * (listed by name, so they are allowed as soon as they are registered), Markdown, and the core
 * blocks a contact card is made of (heading, image, list, paragraph, quote, separator, spacer).
 * Containers (group, columns) and raw HTML are left out, so the address, email and phone stay
 * children of the Organization item the block marks up, and no markup slips in unescaped.
 */
export const TEMPLATE: [ string ][] = [
	[ 'tessera/email' ],
	[ 'tessera/phone' ],
	[ 'tessera/address' ],
];
