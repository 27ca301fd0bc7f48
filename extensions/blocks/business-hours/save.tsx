/** The block saves nothing: visitors get the server render (render.ts). */
export default function save() {
	return null;
}
