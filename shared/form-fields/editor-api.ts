/**
 * The parts of @wordpress/block-editor the field UI uses that types/wordpress__block-editor.d.ts
 * does not declare yet, typed here for this folder only (that file belongs to the whole project;
 * these can move there).
 */
import * as blockEditor from '@wordpress/block-editor';
import type { ComponentType, KeyboardEventHandler, ReactNode } from 'react';

interface RichTextProps {
	tagName?: string;
	value: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
	className?: string;
	allowedFormats?: string[];
	withoutInteractiveFormatting?: boolean;
	disableLineBreaks?: boolean;
	/** Keeps the value plain text (what PlainText's second version does). */
	__unstableDisableFormats?: boolean;
	onKeyDown?: KeyboardEventHandler< HTMLElement >;
	'aria-label'?: string;
	id?: string;
}

interface EditorApi {
	RichText: ComponentType< RichTextProps >;
	InspectorAdvancedControls: ComponentType< { children?: ReactNode } >;
}

export const { RichText, InspectorAdvancedControls } =
	blockEditor as unknown as EditorApi;

/** The block-editor store selectors and actions the field UI reads and calls. */
export interface FieldStoreSelectors {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
}

export interface FieldStoreActions {
	__unstableMarkNextChangeAsNotPersistent: () => void;
}
