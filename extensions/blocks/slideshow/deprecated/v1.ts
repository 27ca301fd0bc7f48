/**
 * Posts saved while the slideshow wrote its own markup (a list of slides in the comment's
 * block): that markup is read back as it is and dropped on migration, since the server now draws
 * the slideshow from the same attributes.
 */
import { staticMarkupDeprecation } from '../../../../shared/deprecations/static-markup';
import metadata from '../block.json';

export default staticMarkupDeprecation( metadata.attributes );
