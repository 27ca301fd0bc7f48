import { bag } from './supports/block-supports';

/** Whether the author picked a link colour (`has-link-color`, which several renders add). */
export function hasLinkColor( attributes: Record< string, unknown > ): boolean {
	return !! bag( bag( bag( bag( attributes.style ).elements ).link ).color )
		.text;
}
