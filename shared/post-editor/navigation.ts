/** Where the browser goes when it leaves the editor; a seam for tests (jsdom cannot navigate). */
export const navigation = {
	assign( url: string ) {
		( window.top ?? window ).location.assign( url );
	},
};
