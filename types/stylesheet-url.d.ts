/** `import url from 'library/styles.css?url'`: the built stylesheet's address (webpack/module-rules.js). */
declare module '*?url' {
	const url: string;
	export default url;
}
