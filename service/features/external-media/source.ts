/** A listing request, read from the route's query. */
export interface ListQuery {
	number: number;
	path: string;
	search: string;
	filter: string[];
	pageHandle: string;
}

/** The bytes of an item to import, downloaded from its service. */
export interface SourceFile {
	fileName: string;
	data: Buffer;
	/** The service's description of the picture, kept as its alternative text. */
	alt: string;
	/** The address it was downloaded from. */
	source: string;
}
