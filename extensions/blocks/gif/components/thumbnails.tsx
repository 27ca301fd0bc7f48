import { Button } from '@wordpress/components';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import { serviceUrl } from '../../../../shared/service-hosts';
import type { Gif } from '../fetch-gifs';

interface Props {
	gifs: Gif[];
	selectedUrl?: string;
	onSelect: ( gif: Gif ) => void;
}

/** The search results to choose from (at most ten come back). */
export default function Thumbnails( { gifs, selectedUrl, onSelect }: Props ) {
	const hosts = useServiceHosts();
	if ( ! hosts || gifs.length < 2 ) {
		return null;
	}
	return (
		<div className="wp-block-tessera-gif__thumbnails">
			{ gifs.map( ( gif ) => {
				const src =
					gif.images.fixed_width_small?.url ??
					gif.images.preview_gif?.url;
				return (
					<Button
						key={ gif.id }
						className="wp-block-tessera-gif__thumbnail"
						label={ gif.title || gif.id }
						isPressed={ gif.embed_url === selectedUrl }
						onClick={ () => onSelect( gif ) }
					>
						{ src && (
							<img
								src={ serviceUrl(
									src,
									hosts,
									window.location.origin
								) }
								alt=""
							/>
						) }
					</Button>
				);
			} ) }
		</div>
	);
}
