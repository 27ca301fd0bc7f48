import { staticMarkupDeprecation } from '../../../../shared/deprecations/static-markup';
import metadata from '../block.json';

/** The first version saved the button's markup; the server draws it now. */
export default staticMarkupDeprecation( metadata.attributes );
