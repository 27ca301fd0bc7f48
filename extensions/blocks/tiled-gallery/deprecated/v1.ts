import { staticMarkupDeprecation } from '../../../../shared/deprecations/static-markup';
import metadata from '../block.json';

/**
 * The gallery used to save its whole markup; it is now drawn by the server, so a post saved then
 * opens with that markup taken as it is and dropped on the next save. The class name is declared
 * without block.json's default, as the editor's class-name support declares it for the current
 * version: a migrated gallery keeps the style it had and gains no class.
 */
export default staticMarkupDeprecation( {
	...metadata.attributes,
	className: { type: 'string' },
} );
