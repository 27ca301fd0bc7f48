/**
 * A JSON schema as WordPress writes them (with `context`, `readonly`, `arg_options`...): what
 * registered settings, post meta and REST arguments are described with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record< string, any >;
