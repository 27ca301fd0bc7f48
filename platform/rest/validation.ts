import AjvCompiler, { type Ajv, type ErrorObject } from '@fastify/ajv-compiler';
import { RestError } from './errors';
import type { JsonSchema } from './types';

type AjvError = Pick<
	ErrorObject,
	'instancePath' | 'keyword' | 'params' | 'message'
>;
export type Validate = ( ( data: unknown ) => boolean ) & {
	errors?: AjvError[] | null;
};

/** WordPress's date-time: an RFC 3339 date whose time zone is optional (the editor omits it). */
const WP_DATE_TIME =
	/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const shared = {
	strict: false,
	allErrors: false,
	removeAdditional: false,
	useDefaults: true,
};

/**
 * Two validators, as WordPress validates: query strings are text, so their scalars are coerced
 * (`per_page=5` is an integer); a JSON body keeps its types (`"title": 5` is not a string).
 */
function createCompilers() {
	const factory = AjvCompiler();
	const onCreate = ( ajv: Ajv ) => {
		ajv.addFormat( 'date-time', WP_DATE_TIME );
	};
	const body = factory( {}, {
		customOptions: { ...shared, coerceTypes: false },
		onCreate,
	} as never );
	const query = factory( {}, {
		customOptions: { ...shared, coerceTypes: 'array' },
		onCreate,
	} as never );
	return ( httpPart: string, schema: JsonSchema ): Validate =>
		( httpPart === 'body' ? body : query )( {
			schema,
			method: '',
			url: '',
			httpPart,
		} as never ) as Validate;
}

let compilers: ReturnType< typeof createCompilers > | undefined;
const compiled = new Map< string, Validate >();

/**
 * A validator compiled once per process for each distinct schema: compiling is the most expensive
 * part of answering a route the first time, and the tests build hundreds of apps.
 * A validator holds no state between calls but its last `errors`, read right after the call.
 */
function compileOnce( httpPart: string, schema: JsonSchema ): Validate {
	const kind = httpPart === 'body' ? 'body' : 'query';
	const key = `${ kind } ${ JSON.stringify( schema ) }`;
	let validate = compiled.get( key );
	if ( ! validate ) {
		compilers ??= createCompilers();
		validate = compilers( httpPart, schema );
		compiled.set( key, validate );
	}
	return validate;
}

const routeSchemas: { httpPart: string; schema: JsonSchema }[] = [];

/** Compiles every route schema fastify has been given in this process: a broken one throws. */
export function compileEveryRouteSchema(): number {
	for ( const { httpPart, schema } of routeSchemas ) {
		compileOnce( httpPart, schema );
	}
	return routeSchemas.length;
}

/**
 * A validator that compiles on its first call: fastify asks for one for every route when the app
 * is built, and a server (or a test's app) answers only some of them.
 */
function compileOnFirstUse( httpPart: string, schema: JsonSchema ): Validate {
	let compiledValidate: Validate | undefined;
	routeSchemas.push( { httpPart, schema } );
	const validate: Validate = ( data ) => {
		compiledValidate ??= compileOnce( httpPart, schema );
		const valid = compiledValidate( data );
		validate.errors = compiledValidate.errors;
		return valid;
	};
	return validate;
}

export function createValidation() {
	return {
		buildValidator:
			() => ( route: { schema: JsonSchema; httpPart?: string } ) =>
				compileOnFirstUse(
					route.httpPart ?? 'querystring',
					route.schema
				),
		compile: compileOnce,
	};
}

/** `/meta/foo` → `meta[foo]`, `/categories/0` → `categories[0]`, as rest_validate_value_from_schema names them. */
function paramLabel( instancePath: string ): { top: string; label: string } {
	const parts = instancePath
		.split( '/' )
		.slice( 1 )
		.map( ( p ) => p.replace( /~1/g, '/' ).replace( /~0/g, '~' ) );
	const [ top = '', ...rest ] = parts;
	return { top, label: top + rest.map( ( p ) => `[${ p }]` ).join( '' ) };
}

function describe(
	error: AjvError,
	label: string
): { code: string; message: string } {
	const p = error.params;
	switch ( error.keyword ) {
		case 'type':
			return {
				code: 'rest_invalid_type',
				message: `${ label } is not of type ${ [].concat( p.type ).join( ',' ) }.`,
			};
		case 'enum':
			return {
				code: 'rest_not_in_enum',
				message: `${ label } is not one of ${ p.allowedValues.join( ', ' ) }.`,
			};
		case 'maxLength':
			return {
				code: 'rest_too_long',
				message: `${ label } must be at most ${ p.limit } character${ p.limit === 1 ? '' : 's' } long.`,
			};
		case 'minLength':
			return {
				code: 'rest_too_short',
				message: `${ label } must be at least ${ p.limit } character${ p.limit === 1 ? '' : 's' } long.`,
			};
		case 'minimum':
			return {
				code: 'rest_out_of_bounds',
				message: `${ label } must be greater than or equal to ${ p.limit }`,
			};
		case 'maximum':
			return {
				code: 'rest_out_of_bounds',
				message: `${ label } must be less than or equal to ${ p.limit }`,
			};
		case 'exclusiveMinimum':
			return {
				code: 'rest_out_of_bounds',
				message: `${ label } must be greater than ${ p.limit }`,
			};
		case 'maxItems':
			return {
				code: 'rest_too_many_items',
				message: `${ label } must contain at most ${ p.limit } items.`,
			};
		case 'pattern':
			return {
				code: 'rest_invalid_pattern',
				message: `${ label } does not match pattern ${ p.pattern }.`,
			};
		case 'format':
			return p.format === 'date-time'
				? { code: 'rest_invalid_date', message: 'Invalid date.' }
				: {
						code: 'rest_invalid_' + p.format,
						message: `Invalid ${ p.format }.`,
					};
		case 'anyOf':
		case 'oneOf':
			return {
				code: 'rest_no_matching_schema',
				message: `${ label } does not match any of the expected formats.`,
			};
		case 'additionalProperties':
			return {
				code: 'rest_additional_properties_forbidden',
				message: `${ p.additionalProperty } is not a valid property of Object.`,
			};
		case 'uniqueItems':
			return {
				code: 'rest_duplicate_items',
				message: `${ label } has duplicate items.`,
			};
		default:
			return {
				code: 'rest_invalid_param',
				message: `${ label } is invalid.`,
			};
	}
}

/** Turns the first ajv error into WordPress's rest_missing_callback_param or rest_invalid_param. */
export function validationError( errors: AjvError[] ): RestError {
	// Of an anyOf's branch errors, one that says more than "wrong type" (a length, an enum) explains best.
	const union = errors.find(
		( e ) => e.keyword === 'anyOf' || e.keyword === 'oneOf'
	);
	const specific =
		union &&
		errors.find(
			( e ) =>
				e !== union &&
				e.keyword !== 'type' &&
				e.instancePath === union.instancePath
		);
	const error = specific ?? union ?? errors[ 0 ];
	if ( error.keyword === 'required' && error.instancePath === '' ) {
		const name = error.params.missingProperty as string;
		return new RestError(
			'rest_missing_callback_param',
			`Missing parameter(s): ${ name }`,
			400,
			{ params: [ name ] }
		);
	}
	if ( error.instancePath === '' ) {
		return new RestError(
			'rest_invalid_param',
			'Invalid parameter(s): body',
			400,
			{
				params: { body: 'The request body must be a JSON object.' },
			}
		);
	}
	const { top, label } = paramLabel( error.instancePath );
	const { code, message } =
		error.keyword === 'required'
			? {
					code: 'rest_property_required',
					message: `${ error.params.missingProperty } is a required property of ${ label }.`,
				}
			: describe( error, label );
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${ top }`,
		400,
		{
			params: { [ top ]: message },
			details: { [ top ]: { code, message, data: null } },
		}
	);
}
