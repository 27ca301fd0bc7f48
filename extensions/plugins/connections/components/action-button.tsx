import { Button } from '@wordpress/components';

export interface ActionButtonProps {
	/** What it shows ("Connect"). */
	text: string;
	/** Its full name for assistive technology ("Connect Google Photos"); it starts with `text`. */
	label: string;
	disabled: boolean;
	isDestructive?: boolean;
	onClick: () => void;
}

/** A row's compact button; while disabled it stays focusable, so focus is not lost mid-action. */
export function ActionButton( {
	text,
	label,
	disabled,
	isDestructive = false,
	onClick,
}: ActionButtonProps ) {
	return (
		<Button
			variant="secondary"
			size="compact"
			isDestructive={ isDestructive }
			label={ label }
			disabled={ disabled }
			accessibleWhenDisabled
			onClick={ onClick }
		>
			{ text }
		</Button>
	);
}
