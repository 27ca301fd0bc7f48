import type { AppContext } from '../../../../platform/context';
import type { TaxonomyDefinition } from '../../../../platform/content/taxonomies';
import type { RestServer } from '../../../../platform/rest/server';
import { termSchema } from './schema';
import { termsResource } from './resource';
import { listTerms } from './list';
import { createTerm } from './create';
import { deleteTerm, editTerm, readTerm } from './item';

/** WP_REST_Terms_Controller for one taxonomy: /wp/v2/<rest_base> and /wp/v2/<rest_base>/<id>. */
export function registerTerms(
	rest: RestServer,
	ctx: AppContext,
	tax: TaxonomyDefinition
): void {
	const terms = termsResource( ctx, tax );
	const schema = () => termSchema( tax );
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ tax.restBase }`,
		schema,
		allowBatch: true,
		endpoints: [ listTerms( terms ), createTerm( terms ) ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ tax.restBase }/(?P<id>[\\d]+)`,
		schema,
		allowBatch: true,
		endpoints: [
			readTerm( terms ),
			editTerm( terms ),
			deleteTerm( terms ),
		],
	} );
}
