/** The widget is drawn by render.ts from the attributes; nothing is saved but the comment. */
export default function save() {
	return null;
}
