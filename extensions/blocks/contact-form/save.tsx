import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Only the fields and content blocks, with no wrapper: the server render (render.ts) wraps them in
 * the real `<form>`, so the saved markup never holds form plumbing that could go stale.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
