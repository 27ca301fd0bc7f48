/**
 * The first saved shape: a plain video element holding the uploaded file, before videos were
 * hosted (no guid). Its attributes carry over unchanged; once opened in the editor, the block
 * looks up the hosted video of its attachment and takes its guid.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';

type V1Attributes = {
	autoplay: boolean;
	caption?: string;
	controls: boolean;
	id?: number;
	loop: boolean;
	muted: boolean;
	playsinline: boolean;
	poster?: string;
	preload: string;
	src?: string;
};

const v1: BlockDeprecation< V1Attributes > = {
	attributes: {
		autoplay: { type: 'boolean', default: false },
		caption: { type: 'string', source: 'html', selector: 'figcaption' },
		controls: { type: 'boolean', default: true },
		id: { type: 'number' },
		loop: { type: 'boolean', default: false },
		muted: { type: 'boolean', default: false },
		playsinline: { type: 'boolean', default: false },
		poster: {
			type: 'string',
			source: 'attribute',
			selector: 'video',
			attribute: 'poster',
		},
		preload: { type: 'string', default: 'metadata' },
		src: {
			type: 'string',
			source: 'attribute',
			selector: 'video',
			attribute: 'src',
		},
	},
	supports: {
		align: [ 'left', 'center', 'right', 'wide', 'full' ],
		html: false,
	},
	isEligible: ( attributes ) => ! ( attributes as { guid?: unknown } ).guid,
	save( props ) {
		const attributes = props.attributes as V1Attributes;
		const { autoplay, caption, controls, loop, muted, playsinline } =
			attributes;
		return (
			<figure { ...useBlockProps.save() }>
				{ attributes.src && (
					<video
						autoPlay={ autoplay }
						controls={ controls }
						loop={ loop }
						muted={ muted }
						playsInline={ playsinline }
						poster={ attributes.poster }
						preload={
							attributes.preload !== 'metadata'
								? attributes.preload
								: undefined
						}
						src={ attributes.src }
					/>
				) }
				{ ! RichText.isEmpty( caption ?? '' ) && (
					<RichText.Content tagName="figcaption" value={ caption } />
				) }
			</figure>
		);
	},
};

export default v1;
